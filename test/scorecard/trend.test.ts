import { describe, expect, it } from 'vitest';
import { formatTrend } from '../../src/scorecard/format.js';
import type { SessionRecord } from '../../src/scorecard/model.js';
import { passRate, sessionTrend } from '../../src/scorecard/trend.js';
import { palette } from '../../src/report/color.js';

/** A synthetic session: `corrections` received, `passed` of `passed + failed` checks passing. */
function session(n: number, corrections: number, passed: number, failed: number, errored = 0): SessionRecord {
  return {
    date: `2026-03-${String(n).padStart(2, '0')}`,
    session_number: n,
    session_id: `s${n}`,
    corrections_received: corrections,
    rules_checked: passed + failed + errored + 1,
    rules_passed: passed,
    rules_failed: failed,
    rules_skipped: 1,
    rules_errored: errored,
    violations_found: failed * 3,
    recorded_at: '',
    rules: [],
    tool: 'rulesweep',
  };
}

const plain = palette(false);

describe('sessionTrend', () => {
  it('calls fewer corrections and a rising pass rate improving, and draws it', () => {
    const history = [session(1, 4, 4, 3), session(2, 3, 5, 2), session(3, 2, 5, 2), session(4, 1, 6, 1), session(5, 0, 7, 0)];
    const trend = sessionTrend(history);
    expect(trend.direction).toBe('improving');
    expect(trend.corrections).toEqual({ earlier: 3.5, later: 0.5, change: -3 });
    expect(trend.passRate.earlier).toBeCloseTo((100 * 9) / 14);
    expect(trend.passRate.later).toBeCloseTo((100 * 13) / 14);
    expect(trend.reasons).toEqual(['pass rate up 29 points', 'corrections down 3.0 per session']);
    expect(formatTrend(trend, plain)).toBe([
      '--- Trend: last 5 of 5 recorded sessions ---',
      '#   date        corrections   pass rate',
      '#1  2026-03-01  4 ##########   57% ######....',
      '#2  2026-03-02  3 ########..   71% #######...',
      '#3  2026-03-03  2 #####.....   71% #######...',
      '#4  2026-03-04  1 ###.......   86% #########.',
      '#5  2026-03-05  0 ..........  100% ##########',
      'Corrections per session: 3.5 -> 0.5 (earlier half -> later half)',
      'Pass rate: 64% -> 93%',
      'Direction: improving (pass rate up 29 points; corrections down 3.0 per session)',
      '',
    ].join('\n'));
  });

  it('calls more corrections and a falling pass rate worsening', () => {
    const trend = sessionTrend([session(1, 0, 7, 0), session(2, 1, 6, 1), session(3, 3, 4, 3)]);
    expect(trend.direction).toBe('worsening');
    expect(trend.reasons).toEqual(['pass rate down 43 points', 'corrections up 3.0 per session']);
  });

  it('calls small movements, and signals that cancel out, flat', () => {
    expect(sessionTrend([session(1, 2, 7, 1), session(2, 2, 7, 1), session(3, 2, 7, 1)]).direction).toBe('flat');
    // 4 points is under the 5-point step; 0.4 fewer corrections is under the 0.5 step.
    const small = sessionTrend([session(1, 1, 24, 1), session(2, 1, 24, 1), session(3, 0.6 as number, 25, 0)]);
    expect(small.direction).toBe('flat');
    expect(small.reasons).toEqual(['pass rate steady', 'corrections steady']);
    // Pass rate up, corrections up: mixed, so flat.
    const mixed = sessionTrend([session(1, 0, 5, 5), session(2, 0, 5, 5), session(3, 2, 10, 0)]);
    expect(mixed.direction).toBe('flat');
    expect(mixed.reasons).toEqual(['pass rate up 50 points', 'corrections up 2.0 per session']);
    // A drop from 10 to 9.5 corrections is 0.5 but only 5% of the earlier mean: not movement.
    expect(sessionTrend([session(1, 10, 5, 5), session(2, 10, 5, 5), session(3, 9.5 as number, 5, 5)]).direction).toBe('flat');
  });

  it('looks only at the last N sessions', () => {
    const history = [session(1, 9, 0, 9), session(2, 9, 0, 9), session(3, 1, 5, 5), session(4, 1, 5, 5), session(5, 1, 5, 5)];
    expect(sessionTrend(history).direction).toBe('improving');
    const recent = sessionTrend(history, 3);
    expect(recent.points.map((point) => point.session_number)).toEqual([3, 4, 5]);
    expect(recent.recorded).toBe(5);
    expect(recent.direction).toBe('flat');
  });

  it('names no direction before three sessions, and handles sessions without checks', () => {
    const two = sessionTrend([session(1, 1, 1, 1), session(2, 0, 2, 0)]);
    expect(two.direction).toBeUndefined();
    expect(formatTrend(two, plain)).toContain('Direction: not enough sessions yet (2 recorded; a trend needs 3).');
    expect(formatTrend(sessionTrend([]), plain)).toBe(
      '--- Trend ---\nNo recorded sessions yet: run `rulesweep scorecard --record` at the end of each session.\n',
    );
    const unchecked = [session(1, 3, 0, 0), session(2, 2, 0, 0), session(3, 0, 0, 0)];
    expect(passRate(unchecked[0]!)).toBeUndefined();
    const trend = sessionTrend(unchecked);
    expect(trend.direction).toBe('improving');
    expect(trend.reasons).toEqual(['no pass rate recorded', 'corrections down 3.0 per session']);
    expect(formatTrend(trend, plain)).toContain('#1  2026-03-01  3 ##########   n/a');
  });

  it('counts errors against the pass rate and ignores skips', () => {
    expect(passRate(session(1, 0, 3, 0, 1))).toBe(75);
  });
});
