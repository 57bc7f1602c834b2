import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { configFileData } from '../../src/config/config-file-data.js';

describe('configFileData', () => {
  it.each([
    ['pagegate.yml', 'min-score: 70\n', { 'min-score': 70 }],
    ['pagegate.YAML', '{ min-score: 70 }', { 'min-score': 70 }],
    ['gate.json', '{"min-score": 70}', { 'min-score': 70 }],
    ['gate.conf', '\n {"min-score": 70}', { 'min-score': 70 }],
    ['gate.conf', 'min-score: 70\n', { 'min-score': 70 }],
    ['pagegate.yml', '', null],
  ])('%s %j', async (name, text, data) => {
    expect(await configFileData({ name, text })).toEqual({ name, data });
  });

  it('names the file and the format it was read as, in one line', async () => {
    await expect(configFileData({ name: 'pagegate.yml', text: 'min-score: 1\nmin-score: 2\n' })).rejects.toThrow(
      new ConfigError('config-file pagegate.yml: not valid YAML: Map keys must be unique at line 2, column 1'),
    );
    await expect(configFileData({ name: 'gate.json', text: 'min-score: 70\n' })).rejects.toThrow(
      /^config-file gate\.json: not valid JSON: [^\n]+$/,
    );
  });
});
