// The table-ownership scanner (decision 054): finds every statement on a table in the server's source, by
// parsing it (TypeScript's parser, so comments and strings that are not SQL are never read as statements).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One statement on a table (or a join of one), where it is. */
export interface TableUse {
  /** Path under the scanned root, with `/`. */
  file: string;
  line: number;
  /** The table named; null when the name is not a literal (a variable: see `dynamic`). */
  table: string | null;
  /** How: `selectFrom`, `innerJoin`, `sql` (a raw SQL string), ... */
  via: string;
}

/** Kysely's calls that name the table a statement reads or writes. */
const CALLS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);

/** In raw SQL: the word after these is a table (filtered by the known tables, so CTE names and columns drop out). */
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** `orders as o` → `orders`. */
const bare = (name: string) =>
  name
    .trim()
    .split(/\s+as\s+/i)[0]!
    .trim();

/** The statements on tables in one source text. `known` filters the names read out of raw SQL. */
export function scanSource(file: string, text: string, known: ReadonlySet<string>): TableUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const uses: TableUse[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const fromSql = (node: ts.Node, sqlText: string) => {
    for (const m of sqlText.matchAll(SQL_TABLE)) {
      const name = m[1]!.toLowerCase();
      if (known.has(name)) uses.push({ file, line: lineOf(node), table: name, via: 'sql' });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
      // sql.table('x'): a raw statement's table.
      const sqlTable =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'sql' &&
        callee.name.text === 'table';
      // sql.raw('...'): raw SQL text.
      const [first] = node.arguments;
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'sql' &&
        callee.name.text === 'raw' &&
        first &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
      ) {
        fromSql(node, first.text);
      }
      if ((name && CALLS.has(name)) || sqlTable) {
        const via = sqlTable ? 'sql.table' : name!;
        let [arg] = node.arguments;
        // `selectFrom('x' as never)`: the literal inside.
        while (arg && (ts.isAsExpression(arg) || ts.isParenthesizedExpression(arg) || ts.isSatisfiesExpression(arg)))
          arg = arg.expression;
        if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) {
          uses.push({ file, line: lineOf(node), table: bare(arg.text), via });
        } else if (arg && ts.isArrayLiteralExpression(arg)) {
          for (const el of arg.elements) {
            if (ts.isStringLiteral(el)) uses.push({ file, line: lineOf(node), table: bare(el.text), via });
            else uses.push({ file, line: lineOf(node), table: null, via });
          }
        } else if (arg && !ts.isArrowFunction(arg) && !ts.isFunctionExpression(arg) && !isAliasedQuery(arg)) {
          uses.push({ file, line: lineOf(node), table: null, via });
        }
      }
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const t = node.template;
      const textOf = ts.isNoSubstitutionTemplateLiteral(t)
        ? t.text
        : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(' ? ');
      fromSql(node, textOf);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** `selectFrom(sub.as('g'))`, `selectFrom(eb.selectFrom(..).as('x'))`: a subquery, whose own tables are scanned. */
function isAliasedQuery(arg: ts.Expression): boolean {
  return ts.isCallExpression(arg) && ts.isPropertyAccessExpression(arg.expression) && arg.expression.name.text === 'as';
}

/** Every `.ts` file under `root` (tests and `db/migrations` left out), as paths relative to root with `/`. */
export function sourceFiles(root: string, skip: (rel: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      const rel = relative(root, abs).split(sep).join('/');
      if (statSync(abs).isDirectory()) {
        if (!skip(rel + '/')) walk(abs);
      } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && !skip(rel)) {
        out.push(rel);
      }
    }
  };
  walk(root);
  return out.sort();
}

/** Scans every source file under root. */
export function scanTree(root: string, known: ReadonlySet<string>, skip: (rel: string) => boolean): TableUse[] {
  return sourceFiles(root, skip).flatMap((rel) => scanSource(rel, readFileSync(join(root, rel), 'utf8'), known));
}

/** The tables the migrations create (`createTable('x')`) and a later one does not drop, each with its migration file. */
export function migrationTables(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    if (!/^\d{4}-.*\.ts$/.test(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    for (const m of text.matchAll(/createTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) out.set(m[1]!, name);
    // A later migration's drop takes the table out (album_preview_tokens, 0028).
    for (const m of text.matchAll(/dropTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) out.delete(m[1]!);
  }
  return out;
}
