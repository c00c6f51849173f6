// A corpus of rules files in the layouts people write (SPEC "Rules files in the wild"), in
// English, Spanish, Chinese, German, French, Japanese and Portuguese, with how many rules each
// holds pinned: every real rule found exactly once, no field read as a rule, no comment, table or
// template read as one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseRules } from '../../src/rules/parse.js';

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'corpus');
const read = (name: string) => readFileSync(path.join(CORPUS, name), 'utf8');
const parse = (name: string, text = read(name)) => parseRules(text, path.join(CORPUS, name), name);

/** file → [rules, verify lines, layouts]; 0 rules means the file must get rules/no-rules. */
const EXPECTED: Record<string, [number, number, string]> = {
  'seed-en.md': [5, 5, 'list'],
  'list-es.md': [6, 6, 'list'],
  'mixed-en.md': [6, 6, 'list'],
  'plain-bullets-es.md': [8, 0, 'list'],
  'headings-zh.md': [5, 5, 'heading'],
  'field-list-zh.md': [13, 1, 'heading'],
  'template-zh.md': [1, 0, 'heading'],
  'heading-bold-keys-es.md': [4, 4, 'heading'],
  'heading-fields-de-fr.md': [4, 4, 'heading'],
  'bold-paragraph-es.md': [4, 4, 'bold'],
  'bold-verify-en.md': [3, 3, 'bold,heading'],
  'ja-pt.md': [3, 3, 'heading,bold'],
  'template-only-en.md': [0, 0, ''],
  'comment-examples-en.md': [0, 0, ''],
  'header-only-en.md': [0, 0, ''],
  'table-en.md': [0, 0, ''],
};

describe('the corpus', () => {
  it('holds every file of the fixtures folder, at least ten of them', () => {
    expect(readdirSync(CORPUS).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.entries(EXPECTED))('%s reads as pinned', (name, [rules, verify, layouts]) => {
    const doc = parse(name);
    expect(doc.rules).toHaveLength(rules);
    expect(doc.rules.reduce((sum, rule) => sum + rule.verify.length, 0)).toBe(verify);
    expect([...new Set(doc.rules.map((rule) => rule.layout))].join(',')).toBe(layouts);
    expect(doc.diagnostics.filter((d) => d.code === 'rules/duplicate')).toEqual([]);
    expect(new Set(doc.rules.map((rule) => rule.id)).size).toBe(rules);
    const noRules = doc.diagnostics.filter((d) => d.code === 'rules/no-rules');
    expect(noRules).toHaveLength(rules === 0 ? 1 : 0);
    for (const d of doc.diagnostics) {
      expect(d.file).toBe(name);
      expect(d.position?.line).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(Object.keys(EXPECTED))('%s reads the same with CRLF line breaks and a byte-order mark', (name) => {
    const lf = parse(name);
    const crlf = parse(name, `\uFEFF${read(name).replace(/\n/g, '\r\n')}`);
    expect(crlf.rules).toEqual(lf.rules);
    expect(crlf.diagnostics).toEqual(lf.diagnostics);
  });
});

describe('what each rule is', () => {
  it('keeps the seed format ids stable (same text, same id as before field lists existed)', () => {
    expect(parse('seed-en.md').rules.map((rule) => rule.id)).toEqual(['r-b3a40c2f', 'r-78d04cfe', 'r-1e1facef', 'r-a6b65424', 'r-feb72b8e']);
    expect(parse('list-es.md').rules.map((rule) => rule.id)).toEqual(['r-3a94acbe', 'r-017860c3', 'r-702aecc4', 'r-08f5f64f', 'r-057e7539', 'r-0f20fd40']);
  });

  it('takes the text of a field-list rule from its rule field, and its id from [R-001]', () => {
    const rules = parse('field-list-zh.md').rules;
    expect(rules.map((rule) => rule.id)).toEqual(Array.from({ length: 13 }, (_, i) => `R-${String(i + 1).padStart(3, '0')}`));
    expect(rules[0]).toMatchObject({
      text: '跨项目共享的工程笔记沉淀到 `docs/notes`，项目内部规则留在 `.claude/memory`',
      line: 3,
      source: '用户指定',
      layout: 'heading',
    });
    expect(rules[0]!.fields.map((field) => [field.key, field.value, field.line])).toEqual([
      ['日期', '2026-04-20', 5],
      ['适用范围', '相关模块的改动', 8],
      ['备注', '已在 CLAUDE.md 中注册', 9],
    ]);
    expect(rules[9]!.verify[0]).toMatchObject({ line: 76, column: 11, check: { kind: 'grep', scopes: ['src/main/java/'] } });
  });

  it('reads **Regla**-style keys, a bold title, and localized verify and source keys', () => {
    expect(parse('heading-bold-keys-es.md').rules[3]).toMatchObject({
      text: 'toda petición a Ollama con modelos qwen3 lleva `"think": false` en el body.',
      verify: [{ check: { kind: 'grep', pattern: '"think": false', scopes: ['src/ollama/'] } }],
    });
    expect(parse('bold-paragraph-es.md').rules.map((rule) => rule.text)).toEqual([
      'L1 — vault_lint.py debe pasar antes de cerrar',
      'L2 — Assistant.jsx: pre-flight para todos los tipos de acción',
      'L3 — Las variantes de Framer Motion definen `exit`',
      'L4 — No usar `Math.random()` directo en tick_prices',
    ]);
    const german = parse('heading-fields-de-fr.md').rules;
    expect(german.map((rule) => [rule.verify[0]!.check.kind, rule.source ?? ''])).toEqual([
      ['grep', 'Sicherheitsprüfung, 2026-05-02'],
      ['manual', 'Fehler im Export, 2026-05-10'],
      ['grep', 'revue de code, 2026-06-01'],
      ['grep', 'incident de déploiement'],
    ]);
    expect(parse('ja-pt.md').rules[0]).toMatchObject({ text: '本番データベースへの書き込みは必ずマイグレーション経由で行う。', source: '障害対応 2026-02-11' });
  });

  it('reads headings with - verify: sub-bullets by their heading, and plain bullets as rules without a check', () => {
    expect(parse('headings-zh.md').rules.map((rule) => rule.text)).toEqual([
      'L1 · 资源句柄统一走 `close_resource`',
      'L2 · write_file 必须用 `OverwriteIf`',
      'L3 · rename 用 share-relative 路径不是 UNC',
      'L4 · S3 404 映射到 FileNotFound',
      'L5 · smb2_only 默认 true',
    ]);
    const plain = parse('plain-bullets-es.md');
    expect(plain.diagnostics.map((d) => d.code)).toEqual(Array.from({ length: 8 }, () => 'rules/no-verify'));
  });
});
