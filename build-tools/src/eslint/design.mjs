// Lint rules for the look (issue 11, docs/adr/016):
// - `no-static-inline-style`: a `style={{ … }}` value that is fixed when the code is written
//   (a number, a string, a brand colour, a choice between such) belongs in `createStyles`
//   from @portal/shared-ui, written against the theme tokens. Inline styles stay for values
//   known only at run time (a measured width, a progress percentage, a token read in render).

/** True when `node` is decided when the code is written. */
function isStatic(node) {
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every(isStatic);
    case 'UnaryExpression':
      return isStatic(node.argument);
    case 'Identifier':
      return node.name === 'undefined';
    case 'ConditionalExpression':
      return isStatic(node.consequent) && isStatic(node.alternate);
    case 'MemberExpression': {
      let root = node;
      while (root.type === 'MemberExpression') root = root.object;
      return root.type === 'Identifier' && root.name === 'BRAND';
    }
    default:
      return false;
  }
}

const noStaticInlineStyle = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      inline: 'Inline style with a fixed {{property}}: put it in createStyles (@portal/shared-ui) with the theme tokens.',
    },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
        const object = node.value.expression;
        if (object.type !== 'ObjectExpression') return;
        for (const property of object.properties) {
          if (property.type === 'Property' && isStatic(property.value)) {
            const key = property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
            context.report({ node: property, messageId: 'inline', data: { property: key } });
          }
        }
      },
    };
  },
};

export const design = { rules: { 'no-static-inline-style': noStaticInlineStyle } };
