import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = 'apps/web/src';
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith('.tsx') && !/\.test\.tsx$/.test(p) && !p.includes('/test/')) files.push(p);
  }
})(root);
const ATTRS = new Set(['label', 'placeholder', 'aria-label', 'title', 'alt', 'description', 'hint']);
const hits = [];
for (const f of files) {
  const src = ts.createSourceFile(
    f,
    fs.readFileSync(f, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const visit = (n) => {
    if (ts.isJsxText(n)) {
      const t = n.text.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]{2,}/.test(t))
        hits.push([f, src.getLineAndCharacterOfPosition(n.getStart()).line + 1, 'text', t]);
    }
    if (ts.isJsxAttribute(n) && ATTRS.has(n.name.getText()) && n.initializer) {
      let t = null;
      if (ts.isStringLiteral(n.initializer)) t = n.initializer.text;
      else if (
        ts.isJsxExpression(n.initializer) &&
        n.initializer.expression &&
        (ts.isStringLiteral(n.initializer.expression) ||
          ts.isNoSubstitutionTemplateLiteral(n.initializer.expression))
      )
        t = n.initializer.expression.text;
      if (t && /[A-Za-z]{2,}/.test(t))
        hits.push([f, src.getLineAndCharacterOfPosition(n.getStart()).line + 1, n.name.getText(), t]);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
}
for (const h of hits) console.log(h.join(' | '));
console.error(hits.length);
