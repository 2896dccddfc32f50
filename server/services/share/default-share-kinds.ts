/** Registers the share loaders of the modules that exist: chat and file Q&A. Research registers from its module. */
import { chatShareLoader } from './chat-share-loader';
import { documentShareLoader } from './document-share-loader';
import { registerShareKind } from './share-kinds';

/** Called once by the share routes. */
export function registerDefaultShareKinds(): void {
  registerShareKind('chat', chatShareLoader);
  registerShareKind('document', documentShareLoader);
}
