/**
 * ESLint's max-lines-per-function, measuring a factory by its parts (ADR 0038). A factory here is a function
 * whose body only declares things and then returns an object of them (`createXService(deps) { const repo = …;
 * return { place, amend } }`): a module whose closure holds its dependencies. Its methods and inner functions
 * are held to the limit one by one, and its file to max-lines, so a long factory is a list of short parts.
 */
const isDeclaration = (statement) =>
  statement.type === 'VariableDeclaration' ||
  statement.type === 'FunctionDeclaration' ||
  statement.type === 'TSTypeAliasDeclaration' ||
  statement.type === 'TSInterfaceDeclaration';

function isFactory(node) {
  if (node.body.type !== 'BlockStatement') return node.body.type === 'ObjectExpression';
  const statements = node.body.body;
  const last = statements.at(-1);
  return (
    last?.type === 'ReturnStatement' &&
    last.argument?.type === 'ObjectExpression' &&
    statements.slice(0, -1).every(isDeclaration)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Functions of at most `max` lines; a factory is measured by its parts' },
    schema: [
      { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    ],
  },
  create(context) {
    const max = context.options[0]?.max ?? 80;
    const check = (node) => {
      // A method's lines run from its name, as ESLint's own rule counts them.
      const counted = node.parent.type === 'MethodDefinition' || node.parent.method ? node.parent : node;
      const lines = counted.loc.end.line - counted.loc.start.line + 1;
      if (lines > max && !isFactory(node))
        context.report({
          node: counted,
          message: `Function has too many lines (${lines}). Maximum allowed is ${max}.`,
        });
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};
