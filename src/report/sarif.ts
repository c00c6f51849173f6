// The sweep as SARIF 2.1.0, in the subset GitHub code scanning reads: one run, one
// reportingDescriptor per rule, a result per offending line of a FAIL (every match the sweep
// lists, see matchesOf) or per rule that could not be checked (ERROR), repository-relative
// URI-encoded paths under %SRCROOT%, lines from 1, and partial fingerprints that survive lines
// moving so alerts are not duplicated across runs.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { foundText, type CheckResult, type SweepReport } from '../sweep/result.js';
import { locate, matchesOf, shownText, type FormatContext } from './context.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://www.npmjs.com/package/rulesweep';
export const SOURCE_ROOT = '%SRCROOT%';
/** The key under partialFingerprints; bump the suffix if what goes into the hash changes. */
export const FINGERPRINT_KEY = 'rulesweepFinding/v1';

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

interface SarifLocation {
  id?: number;
  physicalLocation: {
    artifactLocation: ArtifactLocation;
    region: { startLine: number; startColumn?: number; snippet?: { text: string } };
  };
  message?: { text: string };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: 'error' | 'warning';
  message: { text: string };
  locations: SarifLocation[];
  relatedLocations?: SarifLocation[];
  partialFingerprints: Record<string, string>;
}

export function formatSarif(report: SweepReport, ctx: FormatContext): string {
  const artifact = (file: string): ArtifactLocation => {
    const located = locate(report, ctx, file);
    return 'relative' in located
      ? { uri: encodeRelativeUri(located.relative), uriBaseId: SOURCE_ROOT }
      : { uri: pathToFileURL(located.absolute).href };
  };
  const rulesFile = artifact(report.rulesFile);
  const verifyLocation = (result: CheckResult, id?: number): SarifLocation => ({
    ...(id === undefined ? {} : { id }),
    physicalLocation: {
      artifactLocation: rulesFile,
      region: { startLine: atLeastOne(result.line), startColumn: atLeastOne(result.column), snippet: { text: `verify: ${result.verify}` } },
    },
    ...(id === undefined ? {} : { message: { text: 'the rule and its verify line' } }),
  });

  const ruleIndex = new Map<string, number>();
  const rules: object[] = [];
  for (const result of report.results) {
    if (ruleIndex.has(result.ruleId)) continue;
    ruleIndex.set(result.ruleId, rules.length);
    rules.push(reportingDescriptor(result, report));
  }

  const results = report.results.flatMap((result): SarifResult[] => {
    const base = { ruleId: result.ruleId, ruleIndex: ruleIndex.get(result.ruleId)! };
    if (result.status === 'FAIL') {
      const matches = matchesOf(result);
      const found = `${result.ruleText} (${foundText(result)}${shownText(result, matches)})`;
      if (matches.length === 0) {
        return [{
          ...base,
          level: 'error',
          message: { text: `${found}. verify: ${result.verify}` },
          locations: [verifyLocation(result)],
          partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(result.ruleId, 'fail', result.verify) },
        }];
      }
      // The same text twice in a file is two alerts: the second and later carry their rank.
      const seen = new Map<string, number>();
      return matches.map((match) => {
        const key = `${match.path}\0${match.text.trim()}`;
        const rank = (seen.get(key) ?? 0) + 1;
        seen.set(key, rank);
        return {
          ...base,
          level: 'error',
          message: { text: `${found}: ${match.text}` },
          locations: [{
            physicalLocation: {
              artifactLocation: artifact(match.path),
              region: { startLine: atLeastOne(match.line), snippet: { text: match.text } },
            },
          }],
          relatedLocations: [verifyLocation(result, 1)],
          partialFingerprints: {
            [FINGERPRINT_KEY]: rank === 1 ? fingerprint(result.ruleId, match.path, match.text.trim()) : fingerprint(result.ruleId, match.path, match.text.trim(), `#${rank}`),
          },
        };
      });
    }
    if (result.status === 'ERROR') {
      return [{
        ...base,
        level: 'warning',
        message: { text: `${result.ruleText} (could not be checked: ${result.reason})` },
        locations: [verifyLocation(result)],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(result.ruleId, 'error', result.verify) },
      }];
    }
    return [];
  });

  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: 'rulesweep',
          version: ctx.version,
          semanticVersion: ctx.version,
          informationUri: INFORMATION_URI,
          rules,
        },
      },
      invocations: [{
        executionSuccessful: true,
        toolConfigurationNotifications: report.diagnostics.map((diagnostic) => notification(diagnostic, artifact)),
      }],
      columnKind: 'utf16CodeUnits',
      results,
    }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function reportingDescriptor(result: CheckResult, report: SweepReport): object {
  const verifyLines = report.results.filter((other) => other.ruleId === result.ruleId).map((other) => `verify: ${other.verify}`);
  const where = `${report.rulesFile}:${result.ruleLine}`;
  return {
    id: result.ruleId,
    name: result.ruleId,
    shortDescription: { text: result.ruleText },
    fullDescription: { text: `${result.ruleText} ${verifyLines.join(' ')}` },
    help: {
      text: `A learned rule from ${where}.\n${verifyLines.join('\n')}\nFix the code it points at, or change the rule in the rules file.`,
    },
    defaultConfiguration: { level: 'error' },
    properties: { tags: ['rulesweep', 'learned-rule'], precision: 'high' },
  };
}

function notification(diagnostic: Diagnostic, artifact: (file: string) => ArtifactLocation): object {
  const level = diagnostic.severity === 'info' ? 'note' : diagnostic.severity;
  return {
    descriptor: { id: diagnostic.code },
    level,
    message: { text: diagnostic.hint ? `${diagnostic.message} (hint: ${diagnostic.hint})` : diagnostic.message },
    ...(diagnostic.file
      ? {
          locations: [{
            physicalLocation: {
              artifactLocation: artifact(diagnostic.file),
              ...(diagnostic.position ? { region: { startLine: atLeastOne(diagnostic.position.line) } } : {}),
            },
          }],
        }
      : {}),
  };
}

/**
 * A relative path as a URI reference: every segment percent-encoded (UTF-8), so spaces, `%`,
 * `#`, `?` and a `:` that would otherwise read as a scheme all survive, and `/` separates.
 */
export function encodeRelativeUri(relative: string): string {
  return relative
    .replace(/\p{Surrogate}/gu, '\uFFFD')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** SARIF lines and columns count from 1; a 0 would make the whole log invalid. */
function atLeastOne(value: number): number {
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

function fingerprint(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}
