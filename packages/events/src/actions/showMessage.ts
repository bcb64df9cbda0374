import type { ActionHandler } from '../actionHandler.js';
import type { MessagesPort } from '@tessera/ports';

const LEVELS = ['info', 'warning', 'error'] as const satisfies readonly (keyof MessagesPort)[];

/**
 * `showMessage`: shows a message through the messages port.
 *
 * Params: `text`, or `textExpression` (evaluated; wins when set); `level` `info` (default),
 * `warning` or `error`.
 *
 * @example
 * ```json
 * { "id": "a2", "name": "提示", "typeName": "showMessage", "params": { "text": "保存成功" } }
 * ```
 */
export const showMessageAction: ActionHandler = {
  typeName: 'showMessage',
  run({ action, ports, evaluate }) {
    const params = action.params ?? {};
    const expression = params.textExpression;
    const text =
      typeof expression === 'string' && expression.trim() !== ''
        ? evaluate(expression)
        : params.text;
    if (text === undefined || text === null || String(text) === '') {
      throw new Error(`Action "${action.name}" (showMessage) has no text`);
    }
    const level = LEVELS.find((candidate) => candidate === params.level) ?? 'info';
    ports.messages[level](String(text));
  },
};
