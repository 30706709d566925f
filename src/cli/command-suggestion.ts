// "Did you mean" for a mistyped command: yargs' "Unknown argument" names the word but not the command meant.
import { closestMatch } from '../diagnostics/suggest.js';

const unknownArguments = /^Unknown arguments?: (.+)$/s;

/**
 * yargs' usage message with the command that each unknown word is a typo of, if any, among the commands
 * valid where the word stands: `Unknown argument: lnt (did you mean "lint"?)`. Other messages are unchanged.
 */
export function withCommandSuggestion(message: string, commandNames: readonly string[]): string {
  const words = unknownArguments.exec(message)?.[1]?.split(', ');
  if (words === undefined || commandNames.length === 0) return message;
  const suggestions = words.flatMap((word) => {
    const match = closestMatch(word, commandNames);
    return match === undefined ? [] : [`"${match}"`];
  });
  return suggestions.length === 0 ? message : `${message} (did you mean ${suggestions.join(' or ')}?)`;
}

/** The yargs internals that know which commands are valid at the level being parsed (as recommendCommands reads). */
interface CommandLevel {
  getInternalMethods?(): { getCommandInstance(): { getCommands(): string[] } };
}

/** The names of the commands valid where the parser stopped (yargs keeps one instance and resets it per level). */
export function commandsAtLevel(parser: unknown): string[] {
  try {
    return (parser as CommandLevel).getInternalMethods?.().getCommandInstance().getCommands() ?? [];
  } catch {
    return [];
  }
}
