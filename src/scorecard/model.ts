// One recorded session in `sessions.jsonl`. The snake_case fields are the ones a Meta
// Alchemist-style sessions.jsonl reader understands; the rest are rulesweep's additions.
import type { Status } from '../sweep/result.js';

export interface SessionRuleStatus {
  id: string;
  status: Status;
  /** Lines with a match summed over the rule's failing checks, when it failed. */
  count?: number;
  /** The rule's text when recorded, so history stays readable after the rule changes. */
  text?: string;
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
  /** ISO 8601 time of recording; empty when an imported record did not say. */
  recorded_at: string;
  rules: SessionRuleStatus[];
  /** `rulesweep` for records rulesweep wrote; another writer's name as read, else `unknown`. */
  tool: string;
  /** Fields of an imported record with no place above, kept so nothing is lost. */
  extra?: Record<string, unknown>;
}
