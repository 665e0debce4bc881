import { MESSAGE_MAX_LENGTH } from './limits';
import { isBlank } from './text';

/**
 * What is wrong with the text of a private message before it is sent: blank text is ignored
 * (spec §5), a text over the limit is refused. null when it can be sent.
 */
export type MessageTextProblem = 'blank' | 'too-long';

export function messageTextProblem(text: string, max = MESSAGE_MAX_LENGTH): MessageTextProblem | null {
  if (isBlank(text)) return 'blank';
  if (text.trim().length > max) return 'too-long';
  return null;
}
