/** Accounts texts of SPEC §8 (Auth and profile), and how a failed call becomes one of them. */

export const AUTH_UI_MESSAGES = {
  login: { failed: 'Error al iniciar sesión', unexpected: 'Error inesperado al iniciar sesión' },
  register: {
    failed: 'Error al registrar usuario',
    unexpected: 'Error inesperado al registrar usuario',
  },
  googleLogin: 'Autenticación con google no disponible aún',
  googleRegister: 'Registro con google no disponible aún',
  profile: {
    successTitle: 'Perfil actualizado',
    successDescription: 'Tu información ha sido actualizada correctamente',
    errorTitle: 'Error',
    failed: 'No se pudo actualizar el perfil',
    unexpected: 'Ocurrió un error al actualizar el perfil',
  },
  preferences: {
    successTitle: 'Preferencias actualizadas',
    successDescription: 'Tus preferencias han sido actualizadas correctamente',
    errorTitle: 'Error',
    failed: 'No se pudieron actualizar las preferencias',
    unexpected: 'Ocurrió un error al actualizar las preferencias',
  },
  noSession: 'No hay sesión activa',
  offline: 'Sin conexión. Revisa tu conexión a internet e intenta de nuevo.',
  reservationsFailed: 'No se pudieron cargar las reservas',
} as const;

export interface FailureTexts {
  failed: string;
  unexpected: string;
}

/**
 * The text to show for a failed call: the server's own message first, else `failed` for an HTTP
 * failure without one, the offline text when nothing answered (status 0), and `unexpected` for
 * anything that is not an HTTP failure at all.
 */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  if (
    !error ||
    typeof error !== 'object' ||
    typeof (error as { status?: unknown }).status !== 'number'
  ) {
    return texts.unexpected;
  }
  const { status, body } = error as { status: number; body?: unknown };
  if (status === 0) return AUTH_UI_MESSAGES.offline;
  if (body && typeof body === 'object') {
    const { message, error: text } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return texts.failed;
}

/** The per-field messages of a 400 answer (`fields`), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const body = (error as { body?: unknown } | null)?.body;
  const fields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : null;
  if (!fields || typeof fields !== 'object') return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : null;
}
