import { toaster } from '../../../components/toaster.tsx';
import { failureMessage, type FailureTexts } from '../../../shared/auth-messages.ts';

interface SaveTexts extends FailureTexts {
  successTitle: string;
  successDescription: string;
  errorTitle: string;
}

/** What the profile page's forms say after a save: a success toast, or the failure's toast. */
export function saveToasts(texts: SaveTexts) {
  return {
    saved: () =>
      toaster.create({
        type: 'success',
        title: texts.successTitle,
        description: texts.successDescription,
      }),
    failed: (failure: unknown) =>
      toaster.create({
        type: 'error',
        title: texts.errorTitle,
        description: failureMessage(failure, texts),
      }),
  };
}
