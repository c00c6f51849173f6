// Is the rule system working? Corrections per session and the pass rate over the last recorded
// sessions, compared between the earlier and the later half of that window.
import type { SessionRecord } from './model.js';

export type Direction = 'improving' | 'flat' | 'worsening';

/** Sessions needed before a direction is named. */
export const MIN_TREND_SESSIONS = 3;
export const DEFAULT_TREND_WINDOW = 10;
/** A pass-rate change this size, in percentage points, counts as movement. */
export const PASS_RATE_STEP = 5;
/** A change in mean corrections per session counts when at least this big… */
export const CORRECTIONS_STEP = 0.5;
/** …and at least this fraction of the earlier mean (when that mean is above 0). */
export const CORRECTIONS_FRACTION = 0.2;

export interface TrendPoint {
  session_number: number;
  date: string;
  session_id: string;
  corrections: number;
  /** Percent of decided checks that passed (PASS / (PASS + FAIL + ERROR)); undefined when none were decided. */
  passRate?: number;
}

export interface HalfComparison {
  earlier?: number;
  later?: number;
  /** later − earlier. */
  change?: number;
}

export interface Trend {
  /** Sessions in the window, oldest first. */
  points: TrendPoint[];
  /** Recorded sessions in all. */
  recorded: number;
  window: number;
  corrections: HalfComparison;
  passRate: HalfComparison;
  /** Undefined with fewer than MIN_TREND_SESSIONS sessions in the window. */
  direction?: Direction;
  /** Why, in words: one phrase per signal. */
  reasons: string[];
}

export function passRate(record: SessionRecord): number | undefined {
  const decided = record.rules_passed + record.rules_failed + record.rules_errored;
  return decided === 0 ? undefined : (100 * record.rules_passed) / decided;
}

/**
 * The trend over the last `window` records. Direction: split the window into its earlier and
 * later halves (the middle session of an odd window belongs to neither) and compare the means.
 * Pass rate up by PASS_RATE_STEP points or more is a step towards improving, down is a step
 * towards worsening; mean corrections per session down by CORRECTIONS_STEP or more (and by
 * CORRECTIONS_FRACTION of the earlier mean) improves, up worsens. More steps up than down is
 * `improving`, more down than up `worsening`, anything else `flat` (no movement, or mixed).
 */
export function sessionTrend(records: readonly SessionRecord[], window = DEFAULT_TREND_WINDOW): Trend {
  const recent = records.slice(-window);
  const points = recent.map((record): TrendPoint => {
    const rate = passRate(record);
    return {
      session_number: record.session_number,
      date: record.date,
      session_id: record.session_id,
      corrections: record.corrections_received,
      ...(rate === undefined ? {} : { passRate: rate }),
    };
  });
  const trend: Trend = { points, recorded: records.length, window, corrections: {}, passRate: {}, reasons: [] };
  if (points.length < MIN_TREND_SESSIONS) return trend;

  const half = Math.floor(points.length / 2);
  const earlier = points.slice(0, half);
  const later = points.slice(points.length - half);
  trend.corrections = compare(earlier.map((p) => p.corrections), later.map((p) => p.corrections));
  trend.passRate = compare(
    earlier.flatMap((p) => (p.passRate === undefined ? [] : [p.passRate])),
    later.flatMap((p) => (p.passRate === undefined ? [] : [p.passRate])),
  );

  let score = 0;
  const rate = trend.passRate;
  if (rate.change !== undefined) {
    const points = Math.round(Math.abs(rate.change));
    if (rate.change >= PASS_RATE_STEP) {
      score += 1;
      trend.reasons.push(`pass rate up ${points} points`);
    } else if (rate.change <= -PASS_RATE_STEP) {
      score -= 1;
      trend.reasons.push(`pass rate down ${points} points`);
    } else trend.reasons.push('pass rate steady');
  } else trend.reasons.push('no pass rate recorded');

  const corrections = trend.corrections;
  const change = corrections.change!;
  const big = Math.abs(change) >= CORRECTIONS_STEP && (corrections.earlier === 0 || Math.abs(change) >= CORRECTIONS_FRACTION * corrections.earlier!);
  const amount = Math.abs(change).toFixed(1);
  if (big && change < 0) {
    score += 1;
    trend.reasons.push(`corrections down ${amount} per session`);
  } else if (big && change > 0) {
    score -= 1;
    trend.reasons.push(`corrections up ${amount} per session`);
  } else trend.reasons.push('corrections steady');

  trend.direction = score > 0 ? 'improving' : score < 0 ? 'worsening' : 'flat';
  return trend;
}

function compare(earlier: number[], later: number[]): HalfComparison {
  const mean = (values: number[]) => (values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length);
  const a = mean(earlier);
  const b = mean(later);
  return {
    ...(a === undefined ? {} : { earlier: a }),
    ...(b === undefined ? {} : { later: b }),
    ...(a === undefined || b === undefined ? {} : { change: b - a }),
  };
}
