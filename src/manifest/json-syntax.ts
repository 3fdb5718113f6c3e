// Finds where a text stops being JSON (JSON.parse's own message has no position in every engine).
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Problem } from './manifest-problems';

const WHAT: Record<string, string> = {
  InvalidSymbol: 'unexpected text (strings need "double quotes")',
  InvalidNumberFormat: 'a number is written wrongly',
  PropertyNameExpected: 'a key in "double quotes" is expected (is there a comma too many?)',
  ValueExpected: 'a value is expected (is there a comma too many?)',
  ColonExpected: 'a colon is expected after the key',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing } is expected',
  CloseBracketExpected: 'a closing ] is expected',
  EndOfFileExpected: 'unexpected text after the end of the JSON',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut off',
  InvalidUnicode: 'an invalid \\u escape',
  InvalidEscapeCharacter: 'an invalid escape after a backslash',
  InvalidCharacter: 'a control character inside a string',
};

/** A problem for text that is not JSON, with the line and column of the first mistake. */
export function syntaxProblem(file: string, text: string): Problem {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return { file, pointer: '', place: 'the whole file', message: 'is not valid JSON' };
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  return {
    file,
    pointer: '',
    place: `line ${line}, column ${column}`,
    message: `is not valid JSON: ${WHAT[printParseErrorCode(first.error)] ?? 'unexpected text'}`,
  };
}
