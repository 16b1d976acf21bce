import type { CreateClaimBody } from '@tenaga/contracts';
import { tidyName } from '../../lib/unique-name.ts';

/** What is stored of a body: the name tidied (names are compared that way), the description trimmed. */
export function tidyClaim(body: CreateClaimBody): CreateClaimBody {
  return { name: tidyName(body.name), description: body.description.trim() };
}
