/**
 * action.yml's inputs and outputs and the two tables of docs/configuration.md, written from
 * input-table.ts: `npm run inputs` puts them in place, and a test fails when the files differ from them.
 */
import { INPUTS, OUTPUTS } from './input-table.js';

/** action.yml quotes every string in single quotes, where a quote is doubled. */
function yamlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The `inputs:` and `outputs:` blocks of action.yml, each line ending in a newline. */
export function actionYmlInterface(): string {
  const inputs = INPUTS.map((spec) => {
    return [
      `  ${spec.name}:`,
      `    description: ${yamlString(spec.meaning)}`,
      '    required: false',
      `    default: ${yamlString(spec.default)}`,
    ].join('\n');
  });
  const outputs = OUTPUTS.map((spec) => `  ${spec.name}:\n    description: ${yamlString(spec.meaning)}`);
  return `inputs:\n${inputs.join('\n')}\noutputs:\n${outputs.join('\n')}\n`;
}

/** A table cell: a pipe inside would end the cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** docs/configuration.md's inputs table, then a blank line, then its outputs table. */
export function interfaceTables(): string {
  const inputs = INPUTS.map((spec) => {
    const shown = spec.default ? `\`${spec.default}\`` : '';
    return `| \`${spec.name}\` | ${shown} | ${cell(spec.meaning)} |`;
  });
  const outputs = OUTPUTS.map((spec) => `| \`${spec.name}\` | ${cell(spec.meaning)} |`);
  return [
    '| input | default | meaning |',
    '|---|---|---|',
    ...inputs,
    '',
    '| output | meaning |',
    '|---|---|',
    ...outputs,
    '',
  ].join('\n');
}

/** `text` with the part from the line `first` up to (not including) the line `next` replaced. */
export function replaceSection(text: string, first: string, next: string, section: string): string {
  const start = text.indexOf(first);
  const end = text.indexOf(next, start);
  if (start < 0 || end < 0) throw new Error(`cannot find "${first.trim()}" followed by "${next.trim()}"`);
  return `${text.slice(0, start)}${section}${text.slice(end)}`;
}
