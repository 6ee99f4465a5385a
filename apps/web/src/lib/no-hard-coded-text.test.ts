import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every user-facing text of the web app comes from the contract's message catalogue (decision 054), so
 * adding Hindi is a translation file. This test parses every component (`*.tsx`, not tests) and fails on
 * JSX text with words in it, or a literal string in a `label`, `placeholder`, `aria-label`, `title`, `alt`,
 * `description` or `hint` attribute. It sees what a reader sees as text: numbers, symbols (`·`, `★`, `—`)
 * and `{expressions}` pass. Brand names are allowed below; no file is exempt.
 */

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const ATTRIBUTES = new Set(['label', 'placeholder', 'aria-label', 'title', 'alt', 'description', 'hint']);
const ALLOWED_TEXTS = new Set(['Arogya']);
/** A small component with one hard-coded text of each kind the scan catches, for its self-check. */
const FIXTURE = `export const Fixture = () => (
  <p title="Hard-coded title">
    Hard-coded words <span aria-label={'Hard-coded label'}>{count}</span> <b>· 112 ★</b> <b>Arogya</b>
  </p>
);`;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

function hardCodedTexts(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const check = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (/[A-Za-z]{2,}/.test(clean) && !ALLOWED_TEXTS.has(clean)) found.push(`${where(node)}: ${clean}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) check(node, node.text);
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
        check(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web components', () => {
  it('take every user-facing text from the message catalogue', () => {
    const offenders = componentFiles(SRC).flatMap((path) =>
      hardCodedTexts(path).map((hit) => `${relative(SRC, path)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('still finds a hard-coded text (the scan is not blind)', () => {
    expect(hardCodedTexts('fixture.tsx', FIXTURE)).toEqual([
      '2: Hard-coded title',
      '3: Hard-coded words',
      '3: Hard-coded label',
    ]);
  });
});
