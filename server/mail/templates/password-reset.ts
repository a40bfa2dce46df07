import { MAIL_TEXTS } from '../../../src/shared/mail-texts.ts';
import type { MailTemplate } from './template.ts';

export interface PasswordResetPayload {
  firstName: string;
  /** The raw token of the link; only its hash is kept in password_reset_tokens. */
  token: string;
}

const texts = MAIL_TEXTS.passwordReset;

/** The single-use link to /reset-password. */
export const passwordResetTemplate: MailTemplate<PasswordResetPayload> = {
  receipt: true,
  secret: true,
  render({ firstName, token }, { appUrl }) {
    return {
      subject: texts.subject,
      preheader: texts.preheader,
      heading: texts.heading,
      paragraphs: [texts.greeting(firstName), texts.intro],
      action: {
        label: texts.action,
        url: `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      },
      notes: [texts.validity, texts.ignore],
      footnote: texts.footnote,
    };
  },
};
