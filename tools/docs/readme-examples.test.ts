import { describe, expect, it } from 'vitest';
import { cliOutput, readmeText, remade } from './readme-examples.ts';

describe("the READMEs' examples", () => {
  it('are what the command line prints today (npm run docs:examples remakes them)', () => {
    const readme = readmeText('README.md');
    expect(readme).toBeDefined();
    const { text, commands } = remade(readme ?? '');
    expect(commands.length).toBeGreaterThanOrEqual(3);
    expect(text).toBe(readme);
  }, 60_000);

  it('in the package README are what the command line prints today', () => {
    const readme = readmeText('packages/generator/README.md');
    expect(readme).toBeDefined();
    const { text, commands } = remade(readme ?? '');
    expect(commands.length).toBeGreaterThanOrEqual(1);
    expect(text).toBe(readme);
  }, 60_000);

  it('would fail on a drifted example', () => {
    const args = '--count 1 --seed 42 --as-of 2026-11-22 --format ndjson';
    const drifted = `<!-- example: ${args} -->\n\`\`\`json\n{"firstName":"Nobody"}\n\`\`\`\n<!-- /example -->\n`;
    const { text } = remade(drifted);
    expect(text).not.toBe(drifted);
    expect(text).toContain(cliOutput(args));
  }, 60_000);
});
