import type { Create__ItemPascal__Body } from '@tenaga/contracts';
import { tidyName } from '../../lib/unique-name.ts';

/** What is stored of a body: the name tidied (names are compared that way), the description trimmed. */
export function tidy__ItemPascal__(body: Create__ItemPascal__Body): Create__ItemPascal__Body {
  return { name: tidyName(body.name), description: body.description.trim() };
}
