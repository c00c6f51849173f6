// One recorded session in `sessions.jsonl`. The snake_case fields are the ones a Meta
// Alchemist-style sessions.jsonl reader understands; the rest are rulesweep's additions.
import type { Status } from '../sweep/result.js';

export interface SessionRuleStatus {
  id: string;
  status: Status;
  count?: number;
}

export interface SessionRecord {
  /** YYYY-MM-DD, the session's local date. */
  date: string;
  session_number: number;
  /** The agent's session id when known; recording the same id twice does not double-count. */
  session_id: string;
  corrections_received: number;
  rules_checked: number;
  rules_passed: number;
  rules_failed: number;
  rules_skipped: number;
  rules_errored: number;
  /** Sum of matches over failing rules. */
  violations_found: number;
  /** ISO 8601 time of recording. */
  recorded_at: string;
  rules: SessionRuleStatus[];
  tool: 'rulesweep';
}
