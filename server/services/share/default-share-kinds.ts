/** Registers the share loaders of every shareable module: chat, legal research and file Q&A. */
import { chatShareLoader } from './chat-share-loader';
import { documentShareLoader } from './document-share-loader';
import { researchShareLoader } from './research-share-loader';
import { registerShareKind } from './share-kinds';

/** Called once by the share routes. */
export function registerDefaultShareKinds(): void {
  registerShareKind('chat', chatShareLoader);
  registerShareKind('document', documentShareLoader);
  registerShareKind('research', researchShareLoader);
}
