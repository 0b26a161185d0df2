import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The messages of the project's no-restricted-syntax rules for `text` as the file at `filePath`. */
export async function restrictedSyntax(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.filter(({ ruleId }) => ruleId === 'no-restricted-syntax').map(({ message }) => message);
}
