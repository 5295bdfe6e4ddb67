import ts from 'typescript';

/**
 * `sidebars.ts` with a Help Center page added at the end of its section's
 * category, edited as TypeScript (the category is found in the syntax tree,
 * not by a pattern over the text), keeping the file's layout: one id a line
 * in a list written one a line, or `, 'id'` in a list written on one line.
 */
export function addDocToSidebar(source: string, section: string, docId: string): string {
  const file = ts.createSourceFile('sidebars.ts', source, ts.ScriptTarget.Latest, true);
  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    )?.initializer;
  const stringsIn = (node: ts.Node): string[] => {
    const found: string[] = [];
    const walk = (child: ts.Node) => {
      if (ts.isStringLiteral(child)) found.push(child.text);
      ts.forEachChild(child, walk);
    };
    walk(node);
    return found;
  };
  let items: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (!items && ts.isObjectLiteralExpression(node)) {
      const list = property(node, 'items');
      const link = property(node, 'link');
      const mine = (value: string) => value.startsWith(`${section}/`) || value === `/${section}`;
      const belongs =
        (list &&
          ts.isArrayLiteralExpression(list) &&
          list.elements.some((element) => ts.isStringLiteral(element) && mine(element.text))) ||
        (link && stringsIn(link).some(mine));
      if (list && ts.isArrayLiteralExpression(list) && belongs) items = list;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!items) throw new Error(`sidebars.ts has no category for the section "${section}"`);
  if (items.elements.some((element) => ts.isStringLiteral(element) && element.text === docId))
    throw new Error(`sidebars.ts already lists "${docId}"`);

  const quoted = `'${docId}'`;
  const elements = items.elements;
  if (elements.length === 0) return source.slice(0, items.getStart(file)) + `[${quoted}]` + source.slice(items.end);
  const last = elements[elements.length - 1]!;
  const multiline = source.slice(items.getStart(file), elements[0]!.getStart(file)).includes('\n');
  if (!multiline) return source.slice(0, last.end) + `, ${quoted}` + source.slice(last.end);
  const lineStart = source.lastIndexOf('\n', last.getStart(file)) + 1;
  const indent = /^[ \t]*/.exec(source.slice(lineStart))![0];
  const after = elements.hasTrailingComma ? source.indexOf(',', last.end) + 1 : last.end;
  return (
    source.slice(0, after) +
    (elements.hasTrailingComma ? `\n${indent}${quoted},` : `,\n${indent}${quoted}`) +
    source.slice(after)
  );
}
