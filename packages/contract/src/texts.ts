import type { Language } from './languages';

/**
 * Runtime texts of spec §8 that are not business codes: HTTP and transport failures, client-side
 * failures and a few dialogs. English is exactly the spec's wording (texts quoted in the spec are
 * verbatim, including their case; texts only listed in prose are sentence-cased).
 */
export const runtimeTexts = {
  /** Title of the HTTP 404 dialog ("404 dialog titled hint"). */
  hint: { 'zh-CN': '提示', 'zh-TW': '提示', en: 'Hint', es: 'Aviso', fr: 'Information' },
  http404: {
    'zh-CN': '接口请求出错，请检查手机网络',
    'zh-TW': '介面請求出錯，請檢查手機網路',
    en: 'Interface request error, please check the mobile network',
    es: 'Error en la solicitud, comprueba la red móvil',
    fr: 'Erreur de requête, veuillez vérifier le réseau mobile',
  },
  http502: {
    'zh-CN': '服务器维护中，请稍后再来',
    'zh-TW': '伺服器維護中，請稍後再來',
    en: 'Server maintenance, please come back later',
    es: 'Servidor en mantenimiento, vuelve más tarde',
    fr: 'Serveur en maintenance, veuillez revenir plus tard',
  },
  http503: {
    'zh-CN': '服务器暂时不可用',
    'zh-TW': '伺服器暫時無法使用',
    en: 'server is currently unavailable',
    es: 'el servidor no está disponible en este momento',
    fr: 'le serveur est actuellement indisponible',
  },
  /** Any other HTTP status. */
  networkError: {
    'zh-CN': '网络异常',
    'zh-TW': '網路異常',
    en: 'Network Error',
    es: 'Error de red',
    fr: 'Erreur réseau',
  },
  /** Transport failure dialog; the system message follows it. */
  transportError: {
    'zh-CN': '接口请求出错：',
    'zh-TW': '介面請求出錯：',
    en: 'Interface request error:',
    es: 'Error en la solicitud:',
    fr: 'Erreur de requête :',
  },
  /** A call timed out (its rejection reason in English). */
  timeout: {
    'zh-CN': '请求超时',
    'zh-TW': '請求逾時',
    en: 'timeout',
    es: 'tiempo de espera agotado',
    fr: "délai d'attente dépassé",
  },
  /** A call was aborted (its rejection reason in English). */
  abort: {
    'zh-CN': '请求已取消',
    'zh-TW': '請求已取消',
    en: 'abort',
    es: 'solicitud cancelada',
    fr: 'requête annulée',
  },
  /** An upload could not read the file. */
  fileError: {
    'zh-CN': '文件错误',
    'zh-TW': '檔案錯誤',
    en: 'file error',
    es: 'error de archivo',
    fr: 'erreur de fichier',
  },
  uploadFailed: {
    'zh-CN': '文件上传失败',
    'zh-TW': '檔案上傳失敗',
    en: 'File upload failed',
    es: 'No se pudo subir el archivo',
    fr: "Échec de l'envoi du fichier",
  },
  downloadFailed: {
    'zh-CN': '下载失败',
    'zh-TW': '下載失敗',
    en: 'Download failed',
    es: 'La descarga ha fallado',
    fr: 'Échec du téléchargement',
  },
  saveImageFailed: {
    'zh-CN': '保存图片失败',
    'zh-TW': '儲存圖片失敗',
    en: 'Failed to save image',
    es: 'No se pudo guardar la imagen',
    fr: "Impossible d'enregistrer l'image",
  },
  copyFailed: {
    'zh-CN': '复制失败',
    'zh-TW': '複製失敗',
    en: 'Copy failed',
    es: 'No se pudo copiar',
    fr: 'Échec de la copie',
  },
  pageNotFound: {
    'zh-CN': '页面不存在',
    'zh-TW': '頁面不存在',
    en: 'Page not found',
    es: 'Página no encontrada',
    fr: 'Page introuvable',
  },
  /** Error view of a lazily loaded page that failed; tapping it reloads. */
  lazyLoadFailed: {
    'zh-CN': '加载失败，点击重试',
    'zh-TW': '載入失敗，點擊重試',
    en: 'Failed to load, tap to retry',
    es: 'Error al cargar, toca para reintentar',
    fr: 'Échec du chargement, touchez pour réessayer',
  },
  chatAppPaymentWarning: {
    'zh-CN': '请勿在聊天应用内支付，请使用手机浏览器打开',
    'zh-TW': '請勿在聊天應用程式內付款，請使用手機瀏覽器開啟',
    en: 'Do not pay in the chat app, use the mobile browser',
    es: 'No pagues dentro de la aplicación de chat, usa el navegador del móvil',
    fr: "Ne payez pas dans l'application de messagerie, utilisez le navigateur du mobile",
  },
  platformClosed: {
    'zh-CN': '平台已关闭',
    'zh-TW': '平台已關閉',
    en: 'The platform is closed',
    es: 'La plataforma está cerrada',
    fr: 'La plateforme est fermée',
  },
  loading: {
    'zh-CN': '加载中...',
    'zh-TW': '載入中...',
    en: 'Loading...',
    es: 'Cargando...',
    fr: 'Chargement...',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type RuntimeTextKey = keyof typeof runtimeTexts;

export function runtimeText(key: RuntimeTextKey, lang: Language): string {
  const texts: Record<Language, string> = runtimeTexts[key];
  return texts[lang] || texts.en;
}
