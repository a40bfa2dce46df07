/**
 * Accounts (SPEC §5 Login, Register, Profile): the yup schemas the Formik forms and the server
 * (parseWith) both use, with their Spanish messages. Values are trimmed; e-mails are lower-cased.
 */
import * as yup from 'yup';
import { durationLabel } from '../format.ts';

export const AUTH_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  phoneDigits: 10,
  /** How long a password-reset link works. */
  resetLinkMinutes: 60,
} as const;

export const AUTH_MESSAGES = {
  emailInvalid: 'Correo electrónico inválido',
  emailRequired: 'El correo electrónico es obligatorio',
  emailMax: `El correo electrónico debe tener como máximo ${AUTH_LIMITS.emailMax} caracteres`,
  passwordRequired: 'La contraseña es obligatoria',
  passwordMin: `La contraseña debe tener al menos ${AUTH_LIMITS.passwordMin} caracteres`,
  passwordMax: `La contraseña debe tener como máximo ${AUTH_LIMITS.passwordMax} caracteres`,
  passwordType: 'La contraseña debe ser texto',
  confirmPasswordRequired: 'Confirma tu contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  firstNameRequired: 'El nombre es obligatorio',
  firstNameType: 'El nombre debe ser texto',
  firstNameMin: `El nombre debe tener al menos ${AUTH_LIMITS.nameMin} caracteres`,
  firstNameMax: `El nombre debe tener como máximo ${AUTH_LIMITS.nameMax} caracteres`,
  lastNameRequired: 'El apellido es obligatorio',
  lastNameType: 'El apellido debe ser texto',
  lastNameMin: `El apellido debe tener al menos ${AUTH_LIMITS.nameMin} caracteres`,
  lastNameMax: `El apellido debe tener como máximo ${AUTH_LIMITS.nameMax} caracteres`,
  phone: `El teléfono debe tener exactamente ${AUTH_LIMITS.phoneDigits} dígitos`,
  acceptTerms: 'Debes aceptar los términos y condiciones',
  rememberMe: 'El valor de "Recordarme" no es válido',
  preference: 'Cada preferencia debe ser verdadera o falsa',
  resetTokenInvalid: 'El enlace para restablecer tu contraseña no es válido. Pide uno nuevo.',
} as const;

/** Password reset (docs/decisions/070-mail-outbox-and-password-reset.md): the answers the forms and the API share. */
export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not the e-mail has an account. */
  requested: 'Si existe una cuenta con ese correo, te enviamos un enlace',
  checkInbox: `Revisa tu bandeja de entrada y la carpeta de correo no deseado. El enlace vence en ${durationLabel(AUTH_LIMITS.resetLinkMinutes)}.`,
  invalid: AUTH_MESSAGES.resetTokenInvalid,
  expired: 'El enlace para restablecer tu contraseña expiró. Pide uno nuevo.',
  used: 'Este enlace ya se usó para restablecer tu contraseña. Si lo necesitas, pide uno nuevo.',
  done: 'Contraseña actualizada',
  doneDescription: 'Ya iniciaste sesión con tu contraseña nueva.',
  requestFailed: {
    failed: 'No se pudo enviar el enlace',
    unexpected: 'Ocurrió un error al enviar el enlace',
  },
  confirmFailed: {
    failed: 'No se pudo cambiar la contraseña',
    unexpected: 'Ocurrió un error al cambiar la contraseña',
  },
} as const;

/** A reset token: 32 random bytes in base64url (43 characters). */
export const RESET_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** A stored or typed phone (digits, optional +52, spaces or hyphens) → its 10 national digits, or null. */
export function phoneDigits(value: string | null | undefined): string | null {
  if (!value) return null;
  const compact = value.replace(/[\s-]/g, '');
  const match = /^(?:\+?52)?(\d{10})$/.exec(compact);
  return match ? match[1] : null;
}

/** What the forms send: '+52' followed by the 10 digits, or '' when the optional phone is empty. */
export function phonePayload(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d ? `+52${d}` : '';
}

/**
 * A string field that refuses other types (yup would turn 123 into '123') and trims. Any non-string
 * becomes a type error with the field's own Spanish message.
 */
function text(typeMessage: string, normalize: (value: string) => string = (v) => v) {
  return yup
    .string()
    .typeError(typeMessage)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string'
        ? normalize(original.trim())
        : original == null
          ? undefined
          : original,
    );
}

const flag = (message: string) => yup.boolean().strict().typeError(message);

const email = () =>
  text(AUTH_MESSAGES.emailInvalid, (v) => v.toLowerCase())
    .required(AUTH_MESSAGES.emailRequired)
    .max(AUTH_LIMITS.emailMax, AUTH_MESSAGES.emailMax)
    .email(AUTH_MESSAGES.emailInvalid)
    // yup follows the HTML rule, which accepts 'ana@correo'; a booking needs a reachable domain.
    .matches(/@[^@\s.]+(\.[^@\s.]+)+$/, AUTH_MESSAGES.emailInvalid);

/** Passwords are not trimmed: a space is a legitimate character. */
const password = () =>
  yup
    .string()
    .typeError(AUTH_MESSAGES.passwordType)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original : original == null ? undefined : original,
    )
    .required(AUTH_MESSAGES.passwordRequired)
    .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordMin)
    .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordMax);

const confirmPassword = () =>
  yup
    .string()
    .typeError(AUTH_MESSAGES.confirmPasswordRequired)
    .required(AUTH_MESSAGES.confirmPasswordRequired)
    .oneOf([yup.ref('password')], AUTH_MESSAGES.passwordsMismatch);

const firstName = () =>
  text(AUTH_MESSAGES.firstNameType)
    .required(AUTH_MESSAGES.firstNameRequired)
    .min(AUTH_LIMITS.nameMin, AUTH_MESSAGES.firstNameMin)
    .max(AUTH_LIMITS.nameMax, AUTH_MESSAGES.firstNameMax);

const lastName = () =>
  text(AUTH_MESSAGES.lastNameType)
    .required(AUTH_MESSAGES.lastNameRequired)
    .min(AUTH_LIMITS.nameMin, AUTH_MESSAGES.lastNameMin)
    .max(AUTH_LIMITS.nameMax, AUTH_MESSAGES.lastNameMax);

/** Optional: empty means "no phone"; otherwise 10 digits, with or without the +52 prefix. */
const phone = () =>
  text(AUTH_MESSAGES.phone)
    .nullable()
    .optional()
    .test('phone', AUTH_MESSAGES.phone, (value) => !value || phoneDigits(value) !== null);

export const loginSchema = yup.object({
  email: email(),
  password: password(),
  rememberMe: flag(AUTH_MESSAGES.rememberMe).optional(),
});

export const registerSchema = yup.object({
  firstName: firstName(),
  lastName: lastName(),
  email: email(),
  phone: phone(),
  password: password(),
  confirmPassword: confirmPassword(),
  acceptTerms: flag(AUTH_MESSAGES.acceptTerms)
    .required(AUTH_MESSAGES.acceptTerms)
    .oneOf([true], AUTH_MESSAGES.acceptTerms),
});

export const profileSchema = yup.object({
  firstName: firstName(),
  lastName: lastName(),
  phone: phone(),
});

export const preferencesSchema = yup.object({
  notifications: yup
    .object({
      email: flag(AUTH_MESSAGES.preference).required(AUTH_MESSAGES.preference),
      sms: flag(AUTH_MESSAGES.preference).required(AUTH_MESSAGES.preference),
    })
    .required(AUTH_MESSAGES.preference),
  newsletter: flag(AUTH_MESSAGES.preference).required(AUTH_MESSAGES.preference),
});

export const passwordResetRequestSchema = yup.object({ email: email() });

/** The new password, twice (the /reset-password form). */
export const newPasswordSchema = yup.object({
  password: password(),
  confirmPassword: confirmPassword(),
});

/** What POST /api/auth/password-reset/confirm takes: the link's token and the new password twice. */
export const passwordResetConfirmSchema = newPasswordSchema.shape({
  token: text(AUTH_MESSAGES.resetTokenInvalid)
    .required(AUTH_MESSAGES.resetTokenInvalid)
    .matches(RESET_TOKEN_RE, AUTH_MESSAGES.resetTokenInvalid),
});

export type LoginPayload = yup.InferType<typeof loginSchema>;
export type RegisterPayload = yup.InferType<typeof registerSchema>;
export type ProfilePayload = yup.InferType<typeof profileSchema>;
export type PreferencesPayload = yup.InferType<typeof preferencesSchema>;
export type PasswordResetRequestPayload = yup.InferType<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmPayload = yup.InferType<typeof passwordResetConfirmSchema>;
