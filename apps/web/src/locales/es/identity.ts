// Spanish covers the runtime texts of the identity pages (toasts, dialogs, the code button); the rest
// falls back to English. Loaded with those pages.
export default {
  form: {
    sendCode: 'Obtener código',
    resend: 'Reenviar',
    resendIn: 'Reenviar en {{seconds}} s',
    codeSent: 'Código de verificación enviado',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
  },
  auth: {
    loggedIn: 'Sesión iniciada',
    registered: '¡Bienvenido! Tu cuenta está lista',
    resetDone: 'Contraseña restablecida. Inicia sesión con la nueva contraseña',
  },
  account: {
    copied: 'Copiado',
    signOutConfirm: '¿Cerrar la sesión de esta cuenta?',
    signedOut: 'Sesión cerrada',
    profile: {
      avatarUpdated: 'Avatar actualizado',
      uploading: 'Subiendo…',
      saved: 'Guardado',
    },
    pwd: { changed: 'Contraseña cambiada' },
    twopwd: {
      setDone: 'Contraseña de pago establecida',
      updateDone: 'Contraseña de pago cambiada',
      resetDone: 'Contraseña de pago restablecida',
    },
    verify: {
      attemptsLeft_one: 'Te queda {{count}} intento hoy',
      attemptsLeft_other: 'Te quedan {{count}} intentos hoy',
      noAttemptsLeft: 'No te quedan intentos hoy, inténtalo de nuevo mañana',
      done: 'Nombre real verificado',
    },
    chainAccount: { opened: 'Cuenta en cadena abierta' },
  },
};
