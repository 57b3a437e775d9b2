import type { Language } from './languages';
import { ERROR_CODE_NAMES, ErrorCode, interpolate, isErrorCode, type ErrorCodeName, type ErrorCodeValue } from './error-codes';

// The texts of the error catalogue, apart from the codes: a bundle that only needs the codes (the web
// app's first load) leaves these out, and a page that shows them loads them with itself.

export type ErrorCatalogueEntry = {
  name: ErrorCodeName;
  messages: Record<Language, string>;
  description: string;
};

type EntryText = { messages: Record<Language, string>; description: string };

// Keyed by name so that the compiler insists on an entry for every code.
const texts: { [K in ErrorCodeName]: EntryText } = {
  OK: {
    messages: { 'zh-CN': '成功', 'zh-TW': '成功', en: 'Success', es: 'Éxito', fr: 'Succès' },
    description: 'Success. Every call answers code 0 when it worked.',
  },
  MAINTENANCE: {
    messages: {
      'zh-CN': '系统维护中，请稍后再来',
      'zh-TW': '系統維護中，請稍後再來',
      en: 'The system is under maintenance, please come back later',
      es: 'El sistema está en mantenimiento, vuelve más tarde',
      fr: 'Le système est en maintenance, veuillez revenir plus tard',
    },
    description:
      'Spec: the service is in maintenance. The app goes to the maintenance page unless the call opted out (unresponseMaintain).',
  },
  VERIFIED_NO_CHAIN: {
    messages: {
      'zh-CN': '已完成实名认证，但尚未开通链账户',
      'zh-TW': '已完成實名認證，但尚未開通鏈帳戶',
      en: 'Real-name verified, but no chain account has been opened yet',
      es: 'Identidad verificada, pero aún no se ha abierto una cuenta en la cadena',
      fr: "Identité vérifiée, mais aucun compte sur la chaîne n'a encore été ouvert",
    },
    description:
      "Spec: the user is real-name verified but has no chain account. Kept for the specification; the storefront's calls answer 7020078 for every missing chain account (PRODUCT.md §5).",
  },
  NO_TENANT: {
    messages: {
      'zh-CN': '平台不存在',
      'zh-TW': '平台不存在',
      en: 'The platform does not exist',
      es: 'La plataforma no existe',
      fr: "La plateforme n'existe pas",
    },
    description: 'Spec: no tenant for this request (unknown host name). The app goes to the no-tenant page.',
  },
  PLATFORM_CLOSED: {
    messages: {
      'zh-CN': '平台已关闭',
      'zh-TW': '平台已關閉',
      en: 'The platform is closed',
      es: 'La plataforma está cerrada',
      fr: 'La plateforme est fermée',
    },
    description:
      "The tenant exists but its enable flag is not 1. The app shows the closure page (spec text 'the platform is closed').",
  },
  SESSION_EXPIRED: {
    messages: {
      'zh-CN': '会话已过期，请重新登录',
      'zh-TW': '會話已過期，請重新登入',
      en: 'Session expired, please log in again',
      es: 'La sesión ha caducado, vuelve a iniciar sesión',
      fr: 'Session expirée, veuillez vous reconnecter',
    },
    description:
      'Spec: the token is expired, revoked, unknown or belongs to another tenant. The app clears openid, signs out and goes to login unless tokenInvalidNotToLogin.',
  },
  LOGIN_REQUIRED: {
    messages: {
      'zh-CN': '请先登录',
      'zh-TW': '請先登入',
      en: 'Please log in first',
      es: 'Inicia sesión primero',
      fr: "Veuillez d'abord vous connecter",
    },
    description: 'The call needs a logged-in user and no token was sent.',
  },
  SOLD_OUT: {
    messages: {
      'zh-CN': '已售罄',
      'zh-TW': '已售罄',
      en: 'Sold out',
      es: 'Agotado',
      fr: 'Épuisé',
    },
    description: 'Spec: the item is sold out (no stock left at all).',
  },
  INVENTORY_SHORTAGE: {
    messages: {
      'zh-CN': '库存不足',
      'zh-TW': '庫存不足',
      en: 'Insufficient stock',
      es: 'Existencias insuficientes',
      fr: 'Stock insuffisant',
    },
    description: 'Spec: fewer items left than the quantity asked for.',
  },
  ORDER_EXISTS: {
    messages: {
      'zh-CN': '您有未支付的订单，请先完成支付或取消订单',
      'zh-TW': '您有未付款的訂單，請先完成付款或取消訂單',
      en: 'You already have an unpaid order, please pay or cancel it first',
      es: 'Ya tienes un pedido sin pagar, págalo o cancélalo primero',
      fr: "Vous avez déjà une commande impayée, veuillez d'abord la payer ou l'annuler",
    },
    description:
      "Spec: the user already has an order. PRODUCT.md §5: an unpaid order blocks a new order. data {orderNo}: the caller's own unpaid order that blocks (decision 071).",
  },
  LOCKED: {
    messages: {
      'zh-CN': '暂未开售或已被锁定，请稍后再试',
      'zh-TW': '尚未開賣或已被鎖定，請稍後再試',
      en: 'Not on sale yet or locked, please try again later',
      es: 'Aún no está a la venta o está bloqueado, inténtalo más tarde',
      fr: 'Pas encore en vente ou verrouillé, veuillez réessayer plus tard',
    },
    description:
      'Spec: locked. The drop is not on sale yet (or has ended), or a listing is locked while another order for it is unpaid.',
  },
  ORDER_LIMIT: {
    messages: {
      'zh-CN': '已达到购买数量上限',
      'zh-TW': '已達購買數量上限',
      en: 'Purchase limit reached',
      es: 'Has alcanzado el límite de compra',
      fr: "Limite d'achat atteinte",
    },
    description: 'Spec: order count limit. The per-user limit of the collection is reached.',
  },
  VERIFIED_INFO_FAILED: {
    messages: {
      'zh-CN': '获取实名信息失败',
      'zh-TW': '取得實名資訊失敗',
      en: 'Failed to get real-name verification info',
      es: 'No se pudo obtener la información de verificación de identidad',
      fr: "Impossible d'obtenir les informations de vérification d'identité",
    },
    description: 'Spec: failed to get verified info (the KYC record could not be read).',
  },
  NOT_REAL_NAME: {
    messages: {
      'zh-CN': '请先完成实名认证',
      'zh-TW': '請先完成實名認證',
      en: 'Please complete real-name verification first',
      es: 'Completa primero la verificación de identidad',
      fr: "Veuillez d'abord effectuer la vérification d'identité",
    },
    description: 'Spec: not real-name verified. Buying, transferring and opening a wallet need real-name verification.',
  },
  CHAIN_ACCOUNT_INFO_FAILED: {
    messages: {
      'zh-CN': '获取链账户信息失败',
      'zh-TW': '取得鏈帳戶資訊失敗',
      en: 'Failed to get chain account info',
      es: 'No se pudo obtener la información de la cuenta en la cadena',
      fr: "Impossible d'obtenir les informations du compte sur la chaîne",
    },
    description:
      'Spec: failed to get chain account info. The spec says the same number also means an unpaid order; Curio sends ORDER_EXISTS (7020072) for that, but clients should accept either.',
  },
  NO_CHAIN_ACCOUNT: {
    messages: {
      'zh-CN': '暂无链账户信息，请先开通链账户',
      'zh-TW': '暫無鏈帳戶資訊，請先開通鏈帳戶',
      en: 'No chain account info, please open a chain account first',
      es: 'No hay cuenta en la cadena, abre una primero',
      fr: "Aucun compte sur la chaîne, veuillez d'abord en ouvrir un",
    },
    description:
      'Spec: no chain account info. The user (buyer, recipient, caster or synthesizer) has no chain account, or not one on every chain the tenant uses: ordering, receiving an airdrop, synthesizing, casting, opening a box and redeeming a code answer it (PRODUCT.md §5).',
  },
  CHAIN_NOT_OPENED: {
    messages: {
      'zh-CN': '链账户未开通',
      'zh-TW': '鏈帳戶未開通',
      en: 'Chain account not opened',
      es: 'La cuenta en la cadena no está abierta',
      fr: "Le compte sur la chaîne n'est pas ouvert",
    },
    description:
      "Spec: chain account not opened (not every chain the tenant uses is opened). Kept for the specification; the storefront's calls answer 7020078 for every missing chain account (PRODUCT.md §5).",
  },
  QUIET: {
    messages: {
      'zh-CN': '操作未完成',
      'zh-TW': '操作未完成',
      en: 'The operation was not completed',
      es: 'La operación no se completó',
      fr: "L'opération n'a pas abouti",
    },
    description:
      'Spec: a business error the page handles itself; the generic handler never shows it as a toast. data carries what the page needs.',
  },

  VALIDATION_FAILED: {
    messages: {
      'zh-CN': '格式不正确，请检查后重试',
      'zh-TW': '格式不正確，請檢查後重試',
      en: 'Incorrect format, please check and try again',
      es: 'Formato incorrecto, revísalo e inténtalo de nuevo',
      fr: 'Format incorrect, veuillez vérifier et réessayer',
    },
    description: 'The request body or query failed validation and no more precise field code applies.',
  },
  SIGNATURE_MISSING: {
    messages: {
      'zh-CN': '请求缺少签名',
      'zh-TW': '請求缺少簽名',
      en: 'The request is not signed',
      es: 'La solicitud no está firmada',
      fr: "La requête n'est pas signée",
    },
    description: 'One of the signed headers (platform, timestamp, nonce, sign) is missing.',
  },
  SIGNATURE_INVALID: {
    messages: {
      'zh-CN': '请求签名无效',
      'zh-TW': '請求簽名無效',
      en: 'Invalid request signature',
      es: 'Firma de la solicitud no válida',
      fr: 'Signature de la requête invalide',
    },
    description: 'The HMAC-SHA256 signature does not match the canonical string of platform, timestamp, nonce and token.',
  },
  REQUEST_EXPIRED: {
    messages: {
      'zh-CN': '请求已过期，请检查手机时间后重试',
      'zh-TW': '請求已過期，請檢查手機時間後重試',
      en: "Request expired, please check your phone's time and try again",
      es: 'La solicitud ha caducado, comprueba la hora del teléfono e inténtalo de nuevo',
      fr: "La requête a expiré, vérifiez l'heure de votre téléphone et réessayez",
    },
    description: "The signed timestamp is more than 300 s (SIGNATURE_MAX_SKEW_MS) away from the server's clock.",
  },
  NONCE_REPLAYED: {
    messages: {
      'zh-CN': '重复的请求，请重试',
      'zh-TW': '重複的請求，請重試',
      en: 'Duplicate request, please try again',
      es: 'Solicitud duplicada, inténtalo de nuevo',
      fr: 'Requête en double, veuillez réessayer',
    },
    description: 'The nonce was already used within the signature window (replay).',
  },
  NOT_FOUND: {
    messages: {
      'zh-CN': '请求的内容不存在',
      'zh-TW': '請求的內容不存在',
      en: 'The requested content does not exist',
      es: 'El contenido solicitado no existe',
      fr: "Le contenu demandé n'existe pas",
    },
    description: "No such resource on this tenant (also answered for another tenant's resources, never revealing them).",
  },
  RATE_LIMITED: {
    messages: {
      'zh-CN': '操作过于频繁，请稍后再试',
      'zh-TW': '操作過於頻繁，請稍後再試',
      en: 'Too many requests, please try again later',
      es: 'Demasiadas solicitudes, inténtalo más tarde',
      fr: 'Trop de requêtes, veuillez réessayer plus tard',
    },
    description:
      'A rate limit was hit (e.g. more than 20 verification codes per client address per hour, too many logins or uploads from one address). The 60 s resend gap and the daily limit per phone have their own codes (SMS_TOO_FREQUENT, SMS_DAILY_LIMIT).',
  },
  FILE_TOO_LARGE: {
    messages: {
      'zh-CN': '图片大小不能超过{size}MB',
      'zh-TW': '圖片大小不能超過{size}MB',
      en: 'Image must not exceed {size} MB',
      es: 'La imagen no debe superar {size} MB',
      fr: "L'image ne doit pas dépasser {size} Mo",
    },
    description: 'Spec §5: an uploaded image is larger than the limit. Params: size (MB).',
  },
  FILE_TYPE_NOT_ALLOWED: {
    messages: {
      'zh-CN': '不支持该文件类型',
      'zh-TW': '不支援此檔案類型',
      en: 'This file type is not supported',
      es: 'Este tipo de archivo no es compatible',
      fr: "Ce type de fichier n'est pas pris en charge",
    },
    description: 'An uploaded file is not one of the accepted types (by content, not by name).',
  },
  OPERATOR_UNAUTHORIZED: {
    messages: {
      'zh-CN': '需要运营方授权',
      'zh-TW': '需要營運方授權',
      en: 'Operator authorization required',
      es: 'Se requiere autorización del operador',
      fr: "Autorisation de l'opérateur requise",
    },
    description: 'An operator API call (under /api/operator) without a valid operator key in `Authorization: Bearer`.',
  },
  REQUEST_TOO_LARGE: {
    messages: {
      'zh-CN': '提交的内容过大，请精简后重试',
      'zh-TW': '提交的內容過大，請精簡後重試',
      en: 'What you sent is too large, please shorten it and try again',
      es: 'Lo que enviaste es demasiado grande, redúcelo e inténtalo de nuevo',
      fr: 'Le contenu envoyé est trop volumineux, veuillez le réduire et réessayer',
    },
    description:
      'The request body is larger than the server reads (1 MiB), whatever the call; nothing was read or changed. Image uploads answer FILE_TOO_LARGE with their own limit. Decision 022.',
  },
  BODY_UNREADABLE: {
    messages: {
      'zh-CN': '请求内容无法识别，请刷新后重试',
      'zh-TW': '請求內容無法識別，請重新整理後重試',
      en: 'The request could not be read, please refresh and try again',
      es: 'No se pudo leer la solicitud, actualiza la página e inténtalo de nuevo',
      fr: "La requête n'a pas pu être lue, veuillez actualiser et réessayer",
    },
    description:
      'The body cannot be read: malformed or empty JSON, or a content type that is neither application/json nor application/x-www-form-urlencoded (multipart only for uploads). data.reason says which. Decision 022.',
  },

  PHONE_INVALID: {
    messages: {
      'zh-CN': '请输入正确的手机号',
      'zh-TW': '請輸入正確的手機號碼',
      en: 'Please enter a valid phone number',
      es: 'Introduce un número de teléfono válido',
      fr: 'Veuillez saisir un numéro de téléphone valide',
    },
    description:
      'Spec §5 "phone format must be correct": +86 is 11 digits 1[3-9]…, +852 is 8 digits; or the area code is not offered.',
  },
  PASSWORD_LENGTH: {
    messages: {
      'zh-CN': '密码长度为6-20位',
      'zh-TW': '密碼長度為6-20位',
      en: 'Password must be 6 to 20 characters',
      es: 'La contraseña debe tener entre 6 y 20 caracteres',
      fr: 'Le mot de passe doit contenir de 6 à 20 caractères',
    },
    description: 'Spec §5: password 6 to 20 characters.',
  },
  CODE_INVALID: {
    messages: {
      'zh-CN': '验证码错误或已失效',
      'zh-TW': '驗證碼錯誤或已失效',
      en: 'Incorrect or expired verification code',
      es: 'Código de verificación incorrecto o caducado',
      fr: 'Code de vérification incorrect ou expiré',
    },
    description:
      'Spec §5 "verification code must be correct": not 6 digits, wrong, expired (5 minutes), already used, voided after 5 wrong entries, or for another purpose.',
  },
  ID_CARD_INVALID: {
    messages: {
      'zh-CN': '请输入有效的身份证号码',
      'zh-TW': '請輸入有效的身分證號碼',
      en: 'Please enter a valid ID card number',
      es: 'Introduce un número de documento de identidad válido',
      fr: "Veuillez saisir un numéro de carte d'identité valide",
    },
    description: 'Spec §5: not a valid 18-character mainland ID number (GB 11643 check digit, real birth date).',
  },
  PAY_PASSWORD_FORMAT: {
    messages: {
      'zh-CN': '请输入完整的6位数字支付密码',
      'zh-TW': '請輸入完整的6位數字支付密碼',
      en: 'Please enter the full 6-digit pay password',
      es: 'Introduce la contraseña de pago completa de 6 dígitos',
      fr: 'Veuillez saisir le mot de passe de paiement complet à 6 chiffres',
    },
    description: 'Spec §5: the pay (secondary) password is exactly 6 digits and must be entered in full.',
  },
  PASSWORDS_MISMATCH: {
    messages: {
      'zh-CN': '两次输入的密码不一致',
      'zh-TW': '兩次輸入的密碼不一致',
      en: 'The two passwords entered do not match',
      es: 'Las dos contraseñas no coinciden',
      fr: 'Les deux mots de passe ne correspondent pas',
    },
    description: 'Spec §5: the password and its confirmation differ.',
  },
  FIELD_REQUIRED: {
    messages: {
      'zh-CN': '此项不能为空',
      'zh-TW': '此項不能為空',
      en: 'This field cannot be empty',
      es: 'Este campo no puede estar vacío',
      fr: 'Ce champ ne peut pas être vide',
    },
    description: 'Spec §5 "fields cannot be empty": a required field is missing or blank.',
  },
  INVITE_CODE_INVALID: {
    messages: {
      'zh-CN': '邀请码为7位，请检查后重新输入',
      'zh-TW': '邀請碼為7位，請檢查後重新輸入',
      en: 'The invitation code must be 7 characters, please check it',
      es: 'El código de invitación debe tener 7 caracteres, revísalo',
      fr: "Le code d'invitation doit comporter 7 caractères, veuillez le vérifier",
    },
    description: 'Spec §5: the (optional) invitation code is not 7 characters of the invite alphabet, or no user has it.',
  },
  PRICE_RANGE_INVALID: {
    messages: {
      'zh-CN': '请输入正确的价格区间',
      'zh-TW': '請輸入正確的價格區間',
      en: 'Please enter a valid price range',
      es: 'Introduce un rango de precios válido',
      fr: 'Veuillez saisir une fourchette de prix valide',
    },
    description: 'Spec §5: a market price filter is not a non-negative amount in fen, or min is above max.',
  },
  GIFT_TO_SELF: {
    messages: {
      'zh-CN': '不能转赠给自己',
      'zh-TW': '不能轉贈給自己',
      en: 'You cannot gift to yourself',
      es: 'No puedes regalarte a ti mismo',
      fr: 'Vous ne pouvez pas vous offrir un cadeau à vous-même',
    },
    description: 'Spec §5: a gift cannot go to oneself.',
  },
  RECIPIENT_INVALID: {
    messages: {
      'zh-CN': '受赠人需已注册并开通链账户',
      'zh-TW': '受贈人需已註冊並開通鏈帳戶',
      en: 'The recipient must be registered and have a chain account',
      es: 'El destinatario debe estar registrado y tener una cuenta en la cadena',
      fr: "Le destinataire doit être inscrit et disposer d'un compte sur la chaîne",
    },
    description: 'Spec §5: the gift recipient is not a registered, real-name-verified user with a chain account.',
  },
  CAST_ONCE: {
    messages: {
      'zh-CN': '每件藏品每位持有者仅可铸造一次，这些藏品您已铸造过',
      'zh-TW': '每件藏品每位持有者僅可鑄造一次，這些藏品您已鑄造過',
      en: 'Each collectible can be cast only once per holder, and you have cast with these already',
      es: 'Cada coleccionable solo se puede acuñar una vez por poseedor, y ya has acuñado con estos',
      fr: 'Chaque objet de collection ne sert qu’une fois par détenteur, et vous avez déjà frappé avec ceux-ci',
    },
    description:
      'Spec §5: a collectible can be cast once per holder (decision 062): a selected item was used for a cast in this activity by its present holder already. Another item, or the same item with a new owner, may cast again (within the stock and the per-user limit).',
  },
  AGREEMENT_REQUIRED: {
    messages: {
      'zh-CN': '请先阅读并勾选同意协议',
      'zh-TW': '請先閱讀並勾選同意協議',
      en: 'Please read and agree to the agreement first',
      es: 'Lee y acepta primero el acuerdo',
      fr: "Veuillez d'abord lire et accepter l'accord",
    },
    description: 'Spec §5: the real-name service agreement or the consignment transfer note was not ticked.',
  },
  REDEEM_CODE_REQUIRED: {
    messages: {
      'zh-CN': '请输入兑换码',
      'zh-TW': '請輸入兌換碼',
      en: 'Please enter the redemption code',
      es: 'Introduce el código de canje',
      fr: "Veuillez saisir le code d'échange",
    },
    description: 'Spec §5: the redemption code must be filled in.',
  },
  SELECT_REQUIRED: {
    messages: {
      'zh-CN': '请选择完整后再提交',
      'zh-TW': '請選擇完整後再提交',
      en: 'Please complete your selection first',
      es: 'Completa primero tu selección',
      fr: "Veuillez d'abord compléter votre sélection",
    },
    description: 'Spec §5: quantity, NFT, address or synthesis fragments (all of them) must be selected.',
  },
  CONSIGN_PRICE_INVALID: {
    messages: {
      'zh-CN': '寄售价格不能低于最低价，也不能超过最高限价',
      'zh-TW': '寄售價格不能低於最低價，也不能超過最高限價',
      en: 'The consignment price must be at least the minimum and must not exceed the price ceiling',
      es: 'El precio de consignación debe ser al menos el mínimo y no superar el precio máximo',
      fr: 'Le prix de dépôt-vente doit être au moins égal au minimum et ne pas dépasser le plafond',
    },
    description: 'Spec §5: the consignment amount is missing, below ¥1.00 or above the price ceiling of the collection.',
  },
  TEXT_TOO_LONG: {
    messages: {
      'zh-CN': '输入内容过长',
      'zh-TW': '輸入內容過長',
      en: 'The text is too long',
      es: 'El texto es demasiado largo',
      fr: 'Le texte est trop long',
    },
    description: 'A text field is longer than allowed (nickname 20, text input 140 characters).',
  },
  TEXT_CHARACTERS_INVALID: {
    messages: {
      'zh-CN': '输入内容包含不支持的字符，请删除后重试',
      'zh-TW': '輸入內容包含不支援的字元，請刪除後重試',
      en: 'The text contains characters that are not allowed, please remove them and try again',
      es: 'El texto contiene caracteres no permitidos, elimínalos e inténtalo de nuevo',
      fr: 'Le texte contient des caractères non autorisés, veuillez les supprimer et réessayer',
    },
    description:
      'A typed text (nickname, intro, real name, search keyword, short link) holds a control character: C0 (U+0000-U+001F) other than the newline of a multi-line field or its tab, DEL, C1 (U+0080-U+009F), the separators U+2028/U+2029, or a lone surrogate. Decision 022.',
  },

  INTERNAL_ERROR: {
    messages: {
      'zh-CN': '系统繁忙，请稍后再试',
      'zh-TW': '系統繁忙，請稍後再試',
      en: 'System busy, please try again later',
      es: 'Sistema ocupado, inténtalo más tarde',
      fr: 'Système occupé, veuillez réessayer plus tard',
    },
    description: 'An unexpected server failure. Also the text shown for any code missing from this catalogue.',
  },
  AUTH_FAILED: {
    messages: {
      'zh-CN': '认证失败',
      'zh-TW': '認證失敗',
      en: 'Authentication failed',
      es: 'La autenticación ha fallado',
      fr: "L'authentification a échoué",
    },
    description: 'Spec §8 "authentication failed": the real-name (KYC) or DID authentication refused the person.',
  },
  IDENTITY_PHONE_MISMATCH: {
    messages: {
      'zh-CN': '身份信息与手机号不匹配，请重新认证',
      'zh-TW': '身分資訊與手機號碼不符，請重新認證',
      en: 'Identity information and mobile number do not match, please re-authenticate',
      es: 'La información de identidad y el número de móvil no coinciden, vuelve a autenticarte',
      fr: "Les informations d'identité et le numéro de mobile ne correspondent pas, veuillez vous authentifier à nouveau",
    },
    description:
      'Spec §8: the KYC provider says the ID and the phone number belong to different people (the sandbox answers this for its mismatch list).',
  },
  REAL_NAME_DAILY_LIMIT: {
    messages: {
      'zh-CN': '今日实名认证次数已达上限（每天5次），请明天再试',
      'zh-TW': '今日實名認證次數已達上限（每天5次），請明天再試',
      en: 'Real-name verification is limited to 5 attempts per day, please try again tomorrow',
      es: 'La verificación de identidad está limitada a 5 intentos al día, inténtalo mañana',
      fr: "La vérification d'identité est limitée à 5 tentatives par jour, veuillez réessayer demain",
    },
    description: "Spec §5: real-name verification, 5 attempts per day (per user, in the tenant's time zone).",
  },
  MINOR_NOT_ALLOWED: {
    messages: {
      'zh-CN': '未满18周岁，无法完成实名认证',
      'zh-TW': '未滿18歲，無法完成實名認證',
      en: 'You must be at least 18 years old to complete real-name verification',
      es: 'Debes tener al menos 18 años para completar la verificación de identidad',
      fr: "Vous devez avoir au moins 18 ans pour effectuer la vérification d'identité",
    },
    description: "PRODUCT.md §4: minors (under 18 by the ID's birth date) are refused.",
  },
  LOGIN_FAILED: {
    messages: {
      'zh-CN': '手机号或密码错误',
      'zh-TW': '手機號碼或密碼錯誤',
      en: 'Incorrect phone number or password',
      es: 'Número de teléfono o contraseña incorrectos',
      fr: 'Numéro de téléphone ou mot de passe incorrect',
    },
    description: 'Password login failed (unknown phone or wrong password; the two are not told apart).',
  },
  PASSWORD_LOGIN_LOCKED: {
    messages: {
      'zh-CN': '密码错误次数过多，密码登录已锁定{minutes}分钟，可使用验证码登录',
      'zh-TW': '密碼錯誤次數過多，密碼登入已鎖定{minutes}分鐘，可使用驗證碼登入',
      en: 'Too many failed attempts. Password login is locked for {minutes} minutes; you can log in with a verification code',
      es: 'Demasiados intentos fallidos. El inicio de sesión con contraseña está bloqueado durante {minutes} minutos; puedes entrar con un código de verificación',
      fr: 'Trop de tentatives échouées. La connexion par mot de passe est bloquée pendant {minutes} minutes ; vous pouvez vous connecter avec un code de vérification',
    },
    description:
      'PRODUCT.md §4: 10 failed password logins within 15 minutes lock password login for 30 minutes. Params: minutes.',
  },
  PHONE_REGISTERED: {
    messages: {
      'zh-CN': '该手机号已注册',
      'zh-TW': '此手機號碼已註冊',
      en: 'This phone number is already registered',
      es: 'Este número de teléfono ya está registrado',
      fr: 'Ce numéro de téléphone est déjà inscrit',
    },
    description: 'Registration with a phone number that already has an account on this tenant.',
  },
  PHONE_NOT_REGISTERED: {
    messages: {
      'zh-CN': '该手机号尚未注册',
      'zh-TW': '此手機號碼尚未註冊',
      en: 'This phone number is not registered',
      es: 'Este número de teléfono no está registrado',
      fr: "Ce numéro de téléphone n'est pas inscrit",
    },
    description:
      'A code for login or password reset, a code login, a password reset or a gift lookup for a phone number with no account on this tenant.',
  },
  SMS_TOO_FREQUENT: {
    messages: {
      'zh-CN': '验证码发送过于频繁，请{seconds}秒后再试',
      'zh-TW': '驗證碼發送過於頻繁，請{seconds}秒後再試',
      en: 'Verification codes are being sent too often, please try again in {seconds} seconds',
      es: 'Se están enviando códigos demasiado seguido, inténtalo de nuevo en {seconds} segundos',
      fr: 'Codes envoyés trop souvent, veuillez réessayer dans {seconds} secondes',
    },
    description:
      'PRODUCT.md §4: a new code for the same phone can be sent 60 s after the last one. Params: seconds (left to wait); data {retryAfterSeconds}.',
  },
  SMS_DAILY_LIMIT: {
    messages: {
      'zh-CN': '该手机号今日获取验证码次数已达上限，请明天再试',
      'zh-TW': '此手機號碼今日取得驗證碼次數已達上限，請明天再試',
      en: 'This phone number has reached the daily limit of verification codes, please try again tomorrow',
      es: 'Este número ha alcanzado el límite diario de códigos de verificación, inténtalo mañana',
      fr: 'Ce numéro a atteint la limite quotidienne de codes de vérification, veuillez réessayer demain',
    },
    description: "PRODUCT.md §4: at most 10 codes per phone per day (the tenant's time zone).",
  },
  PAYMENT_FAILED: {
    messages: {
      'zh-CN': '支付失败',
      'zh-TW': '付款失敗',
      en: 'Payment failed',
      es: 'El pago ha fallado',
      fr: 'Le paiement a échoué',
    },
    description: 'Spec §8 "payment failed": the provider declined or failed the payment.',
  },
  ORDER_EXCEPTION: {
    messages: {
      'zh-CN': '订单异常',
      'zh-TW': '訂單異常',
      en: 'Order exception',
      es: 'Error en el pedido',
      fr: 'Anomalie de commande',
    },
    description:
      'Spec §8 "order exception": the order is in a state that does not allow the action (closed, cancelled, already paid, amount mismatch).',
  },
  PAY_METHOD_UNAVAILABLE: {
    messages: {
      'zh-CN': '该支付方式暂不可用',
      'zh-TW': '此付款方式暫不可用',
      en: 'This payment method is temporarily unavailable',
      es: 'Este método de pago no está disponible temporalmente',
      fr: 'Ce moyen de paiement est temporairement indisponible',
    },
    description: 'Spec §8: the chosen payment method is temporarily unavailable.',
  },
  NO_PAY_CHANNEL: {
    messages: {
      'zh-CN': '暂无支付渠道',
      'zh-TW': '暫無付款管道',
      en: 'No payment channel available',
      es: 'No hay ningún canal de pago disponible',
      fr: 'Aucun canal de paiement disponible',
    },
    description: 'Spec §8 "no payment channel": no channel type serves the chosen method.',
  },
  NO_PLATFORM_PAY_METHOD: {
    messages: {
      'zh-CN': '平台未设置支付方式',
      'zh-TW': '平台未設定付款方式',
      en: 'The platform has no payment method set',
      es: 'La plataforma no tiene ningún método de pago configurado',
      fr: "La plateforme n'a configuré aucun moyen de paiement",
    },
    description: 'Spec §8: the tenant has not enabled any payment method.',
  },
  CHAT_APP_PAYMENT: {
    messages: {
      'zh-CN': '请勿在聊天应用内支付，请使用手机浏览器打开',
      'zh-TW': '請勿在聊天應用程式內付款，請使用手機瀏覽器開啟',
      en: 'Do not pay in the chat app, use the mobile browser',
      es: 'No pagues dentro de la aplicación de chat, usa el navegador del móvil',
      fr: "Ne payez pas dans l'application de messagerie, utilisez le navigateur du mobile",
    },
    description: "Spec §6/§8: a payment was started inside the chat app's in-app browser (client-type H5-WX).",
  },
  PAY_PASSWORD_WRONG: {
    messages: {
      'zh-CN': '支付密码错误',
      'zh-TW': '支付密碼錯誤',
      en: 'Incorrect pay password',
      es: 'Contraseña de pago incorrecta',
      fr: 'Mot de passe de paiement incorrect',
    },
    description:
      'The pay password does not match (PRODUCT.md §4: 5 wrong entries in a row lock paying for 30 minutes). data {attemptsLeft}.',
  },
  PAY_PASSWORD_LOCKED: {
    messages: {
      'zh-CN': '支付密码错误次数过多，请{minutes}分钟后再试',
      'zh-TW': '支付密碼錯誤次數過多，請{minutes}分鐘後再試',
      en: 'Too many incorrect pay passwords, please try again in {minutes} minutes',
      es: 'Demasiadas contraseñas de pago incorrectas, inténtalo de nuevo en {minutes} minutos',
      fr: 'Trop de mots de passe de paiement incorrects, veuillez réessayer dans {minutes} minutes',
    },
    description: 'PRODUCT.md §4: 5 wrong pay passwords in a row lock paying for 30 minutes. Params: minutes.',
  },
  PAY_PASSWORD_NOT_SET: {
    messages: {
      'zh-CN': '请先设置支付密码',
      'zh-TW': '請先設定支付密碼',
      en: 'Please set a pay password first',
      es: 'Configura primero una contraseña de pago',
      fr: "Veuillez d'abord définir un mot de passe de paiement",
    },
    description: 'An action needs the pay password and the user has not set one.',
  },
  WALLET_NOT_OPENED: {
    messages: {
      'zh-CN': '请先开通钱包',
      'zh-TW': '請先開通錢包',
      en: 'Please open a wallet first',
      es: 'Abre primero una billetera',
      fr: "Veuillez d'abord ouvrir un portefeuille",
    },
    description: 'PRODUCT.md §7/§8: consigning or a wallet action needs an opened wallet at the payment provider.',
  },
  ACTIVITY_NOT_FOUND: {
    messages: {
      'zh-CN': '活动不存在',
      'zh-TW': '活動不存在',
      en: 'The activity does not exist',
      es: 'La actividad no existe',
      fr: "L'activité n'existe pas",
    },
    description: 'Spec §8 "activity does not exist": unknown, deleted or not yet published activity.',
  },
  INSUFFICIENT_MATERIALS: {
    messages: {
      'zh-CN': '材料不足',
      'zh-TW': '材料不足',
      en: 'Insufficient materials',
      es: 'Materiales insuficientes',
      fr: 'Matériaux insuffisants',
    },
    description: 'Spec §8: the user does not hold the fragments or collectibles a synthesis or casting needs.',
  },
  CLAIMS_EXHAUSTED: {
    messages: {
      'zh-CN': '领取次数已用完',
      'zh-TW': '領取次數已用完',
      en: 'No claims left',
      es: 'No quedan reclamaciones disponibles',
      fr: 'Plus aucune réclamation disponible',
    },
    description: 'Spec §8 "claims exhausted": the airdrop receive count (or synthesis count) is used up.',
  },
  COOLING_PERIOD: {
    messages: {
      'zh-CN': '藏品处于冷却期，暂不可转赠或寄售',
      'zh-TW': '藏品處於冷卻期，暫不可轉贈或寄售',
      en: 'This collectible is in its cooling period and cannot be gifted or consigned yet',
      es: 'Este coleccionable está en periodo de espera y aún no se puede regalar ni consignar',
      fr: 'Cet objet de collection est en période de refroidissement et ne peut pas encore être offert ni mis en dépôt-vente',
    },
    description: 'Spec §4 cooling period: holdHoursBeforeTransfer has not passed since the collectible was acquired.',
  },
  PLEDGED: {
    messages: {
      'zh-CN': '藏品质押中，质押结束前不可操作',
      'zh-TW': '藏品質押中，質押結束前不可操作',
      en: 'This collectible is pledged and cannot be used until the pledge ends',
      es: 'Este coleccionable está pignorado y no se puede usar hasta que termine la pignoración',
      fr: 'Cet objet de collection est mis en gage et ne peut pas être utilisé avant la fin du gage',
    },
    description: 'Spec §4: a pledged collectible cannot be operated, edited or used in activities until the pledge time passes.',
  },
  REDEEM_CODE_INVALID: {
    messages: {
      'zh-CN': '兑换码无效或已被使用',
      'zh-TW': '兌換碼無效或已被使用',
      en: 'The redemption code is invalid or has already been used',
      es: 'El código de canje no es válido o ya se ha utilizado',
      fr: "Le code d'échange est invalide ou a déjà été utilisé",
    },
    description: 'PRODUCT.md §9: redemption codes are one-time; unknown, used or expired code.',
  },
  BOX_ALREADY_OPENED: {
    messages: {
      'zh-CN': '该盲盒已开启',
      'zh-TW': '此盲盒已開啟',
      en: 'This blind box has already been opened',
      es: 'Esta caja sorpresa ya se ha abierto',
      fr: 'Cette boîte mystère a déjà été ouverte',
    },
    description: 'Opening a blind box that was opened before (another tab or device got there first); nothing changes.',
  },
  AIRDROP_NOT_STARTED: {
    messages: {
      'zh-CN': '空投尚未开始',
      'zh-TW': '空投尚未開始',
      en: 'This airdrop has not started yet',
      es: 'Este airdrop aún no ha comenzado',
      fr: "Ce parachutage n'a pas encore commencé",
    },
    description: 'Receiving an airdrop before its window opens; the page counts down to the start.',
  },
  AIRDROP_EXPIRED: {
    messages: {
      'zh-CN': '空投已过期',
      'zh-TW': '空投已過期',
      en: 'This airdrop has expired',
      es: 'Este airdrop ha caducado',
      fr: 'Ce parachutage a expiré',
    },
    description: 'Spec §4 airdrop "expired": receiving after the window closed.',
  },
  AIRDROP_RECEIVED: {
    messages: {
      'zh-CN': '您已领取过该空投',
      'zh-TW': '您已領取過此空投',
      en: 'You have already received this airdrop',
      es: 'Ya has recibido este airdrop',
      fr: 'Vous avez déjà reçu ce parachutage',
    },
    description: 'Each user receives an airdrop once; a second try (another tab, a double tap) changes nothing.',
  },
  PAYMENT_IN_PROGRESS: {
    messages: {
      'zh-CN': '该订单已有一笔支付正在进行，请等待结果后再试',
      'zh-TW': '此訂單已有一筆支付正在進行，請等待結果後再試',
      en: 'A payment of this order is already in progress, wait for its result before trying again',
      es: 'Ya hay un pago de este pedido en curso, espera su resultado antes de volver a intentarlo',
      fr: 'Un paiement de cette commande est déjà en cours, attendez son résultat avant de réessayer',
    },
    description:
      'Decision 060: payWithWallet or createPayment while another payment of the order is in flight (a wallet debit under way, ' +
      'or a cashier payment its provider would not close); one order has at most one payment in flight, across every process, ' +
      'and the refused attempt moves no money. A cashier payment the provider closes is ended (TIMEOUT) and the new attempt goes on; ' +
      'an attempt nothing is known of for 30 s is asked about at its provider, then no longer blocks.',
  },
  TRANSFER_PENDING: {
    messages: {
      'zh-CN': '藏品转赠上链中，完成前不可操作',
      'zh-TW': '藏品轉贈上鏈中，完成前不可操作',
      en: 'This collectible is being transferred on chain and cannot be used until that completes',
      es: 'Este coleccionable se está transfiriendo en la cadena y no se puede usar hasta que termine',
      fr: 'Cet objet de collection est en cours de transfert sur la chaîne et ne peut pas être utilisé avant la fin',
    },
    description:
      'Decision 025: the collectible is frozen while its gift is pending on chain; it cannot be gifted, consigned or used until the transfer confirms.',
  },
  ON_CONSIGNMENT: {
    messages: {
      'zh-CN': '藏品寄售中，请先下架',
      'zh-TW': '藏品寄售中，請先下架',
      en: 'This collectible is on consignment, take it off the market first',
      es: 'Este coleccionable está en consignación, retíralo del mercado primero',
      fr: "Cet objet de collection est en dépôt-vente, retirez-le d'abord du marché",
    },
    description:
      'Decision 025: a collectible listed on the consignment market cannot be gifted until it is taken off the market.',
  },
  SUPPLY_EXHAUSTED: {
    messages: {
      'zh-CN': '该藏品已全部发行，无法再发放',
      'zh-TW': '該藏品已全部發行，無法再發放',
      en: 'Every item of this collection has been issued; none is left to give out',
      es: 'Ya se han emitido todas las unidades de esta colección; no queda ninguna por entregar',
      fr: "Toutes les pièces de cette collection ont été émises ; il n'en reste aucune à distribuer",
    },
    description:
      "Decision 062: the collection's supply is a hard limit for every source. Receiving an airdrop, casting, redeeming a collectible code, synthesizing or opening a blind box whose item would be numbered past the collection's supply is refused before anything changes (a purchase answers 7020064 sold out).",
  },

  FILE_UPLOAD_FAILED: {
    messages: {
      'zh-CN': '文件上传失败',
      'zh-TW': '檔案上傳失敗',
      en: 'File upload failed',
      es: 'No se pudo subir el archivo',
      fr: "Échec de l'envoi du fichier",
    },
    description: 'Spec §8 "file upload failed": the server could not store an upload.',
  },
  OLD_PASSWORD_WRONG: {
    messages: {
      'zh-CN': '原密码错误',
      'zh-TW': '原密碼錯誤',
      en: 'The current password is incorrect',
      es: 'La contraseña actual es incorrecta',
      fr: 'Le mot de passe actuel est incorrect',
    },
    description:
      'Changing the password: the old password does not match. Counts towards the password lockout (10 in 15 minutes).',
  },
  PAY_PASSWORD_ALREADY_SET: {
    messages: {
      'zh-CN': '已设置支付密码，如需更改请使用修改支付密码',
      'zh-TW': '已設定支付密碼，如需變更請使用修改支付密碼',
      en: 'A pay password is already set; change it instead',
      es: 'Ya tienes una contraseña de pago; cámbiala en su lugar',
      fr: 'Un mot de passe de paiement est déjà défini ; modifiez-le plutôt',
    },
    description: 'setPayPassword when one is set already (changing needs the old one, forgetting needs a code).',
  },
  REAL_NAME_ALREADY_VERIFIED: {
    messages: {
      'zh-CN': '您已完成实名认证，无需重复认证',
      'zh-TW': '您已完成實名認證，無需重複認證',
      en: 'You have already completed real-name verification',
      es: 'Ya has completado la verificación de identidad',
      fr: "Vous avez déjà effectué la vérification d'identité",
    },
    description: 'Real-name verification (ID card or DID) for a user who is verified already.',
  },
  ID_CARD_ALREADY_USED: {
    messages: {
      'zh-CN': '该身份证号已被其他账号认证',
      'zh-TW': '此身分證號碼已被其他帳號認證',
      en: 'This ID number is already verified on another account',
      es: 'Este número de identidad ya está verificado en otra cuenta',
      fr: "Ce numéro d'identité est déjà vérifié sur un autre compte",
    },
    description: 'One person, one account per tenant: the ID number is verified on another account of this tenant.',
  },
  DID_ALREADY_BOUND: {
    messages: {
      'zh-CN': '该数字身份已绑定其他账号',
      'zh-TW': '此數位身分已綁定其他帳號',
      en: 'This digital identity is already bound to another account',
      es: 'Esta identidad digital ya está vinculada a otra cuenta',
      fr: 'Cette identité numérique est déjà liée à un autre compte',
    },
    description:
      'DID: the partner identity is bound to another account of this tenant, or this account is bound to another identity of the same channel.',
  },

  DISPLAY_FROZEN: {
    messages: {
      'zh-CN': '该藏品正在链上转移，暂不能展示或隐藏',
      'zh-TW': '此藏品正在鏈上轉移，暫不能展示或隱藏',
      en: 'This collectible is being transferred on chain and cannot be shown or hidden now',
      es: 'Este coleccionable se está transfiriendo en la cadena y ahora no se puede mostrar ni ocultar',
      fr: "Cet objet de collection est en cours de transfert sur la chaîne et ne peut pas être affiché ou masqué pour l'instant",
    },
    description: 'Display on/off (setDisplay) while the item is frozen for a transfer on chain; nothing changes.',
  },
  DISPLAY_BURNED: {
    messages: {
      'zh-CN': '该藏品已销毁，无法展示',
      'zh-TW': '此藏品已銷毀，無法展示',
      en: 'This collectible has been burned and cannot be shown',
      es: 'Este coleccionable ha sido destruido y no se puede mostrar',
      fr: 'Cet objet de collection a été détruit et ne peut pas être affiché',
    },
    description: 'Display on/off (setDisplay) of an item of mine that was burned (used up); nothing changes.',
  },
  FOLLOW_SELF: {
    messages: {
      'zh-CN': '不能关注自己',
      'zh-TW': '不能關注自己',
      en: 'You cannot follow yourself',
      es: 'No puedes seguirte a ti mismo',
      fr: 'Vous ne pouvez pas vous suivre vous-même',
    },
    description: "follow with one's own user id; nothing changes.",
  },
  WALLET_ALREADY_OPENED: {
    messages: {
      'zh-CN': '钱包已开通',
      'zh-TW': '錢包已開通',
      en: 'The wallet is already open',
      es: 'La billetera ya está abierta',
      fr: 'Le portefeuille est déjà ouvert',
    },
    description: 'Wallet (decision 030): openWallet when the wallet is already open.',
  },
  WALLET_PASSWORD_WRONG: {
    messages: {
      'zh-CN': '钱包密码错误，还可尝试{remaining}次',
      'zh-TW': '錢包密碼錯誤，還可嘗試{remaining}次',
      en: 'Wrong wallet password, {remaining} attempts left',
      es: 'Contraseña de la billetera incorrecta, quedan {remaining} intentos',
      fr: 'Mot de passe du portefeuille incorrect, encore {remaining} essais',
    },
    description: 'Wallet (decision 030): a wrong wallet password. Params: remaining (attempts before the lock).',
  },
  WALLET_PASSWORD_LOCKED: {
    messages: {
      'zh-CN': '钱包密码错误次数过多，请{minutes}分钟后再试',
      'zh-TW': '錢包密碼錯誤次數過多，請{minutes}分鐘後再試',
      en: 'Too many wrong wallet passwords, please try again in {minutes} minutes',
      es: 'Demasiadas contraseñas de billetera incorrectas, inténtalo de nuevo en {minutes} minutos',
      fr: 'Trop de mots de passe du portefeuille incorrects, veuillez réessayer dans {minutes} minutes',
    },
    description:
      'Wallet (decision 030): 5 wrong wallet passwords in a row lock it for 30 minutes (a reset by SMS code lifts it). Params: minutes.',
  },
  WALLET_PASSWORD_NOT_SET: {
    messages: {
      'zh-CN': '请先设置钱包密码',
      'zh-TW': '請先設定錢包密碼',
      en: 'Please set a wallet password first',
      es: 'Primero establece una contraseña para la billetera',
      fr: "Veuillez d'abord définir un mot de passe du portefeuille",
    },
    description: 'Wallet (decision 030): an operation needing the wallet password before one is set.',
  },
  WALLET_PASSWORD_ALREADY_SET: {
    messages: {
      'zh-CN': '钱包密码已设置',
      'zh-TW': '錢包密碼已設定',
      en: 'The wallet password is already set',
      es: 'La contraseña de la billetera ya está establecida',
      fr: 'Le mot de passe du portefeuille est déjà défini',
    },
    description: 'Wallet (decision 030): setWalletPassword when one is set (change or reset it instead).',
  },
  WALLET_BALANCE_INSUFFICIENT: {
    messages: {
      'zh-CN': '钱包余额不足',
      'zh-TW': '錢包餘額不足',
      en: 'Insufficient wallet balance',
      es: 'Saldo insuficiente en la billetera',
      fr: 'Solde du portefeuille insuffisant',
    },
    description: 'Wallet (decisions 030, 031): a withdrawal or a payment larger than the balance; nothing changes.',
  },
  WALLET_AMOUNT_INVALID: {
    messages: {
      'zh-CN': '金额不正确',
      'zh-TW': '金額不正確',
      en: 'The amount is not valid',
      es: 'El importe no es válido',
      fr: "Le montant n'est pas valide",
    },
    description:
      'Wallet (decision 030): an amount that is not a positive whole number of fen or is above the per-operation maximum (50 000.00 yuan).',
  },
  BANK_CARD_INVALID: {
    messages: {
      'zh-CN': '银行卡号不正确',
      'zh-TW': '銀行卡號不正確',
      en: 'The bank card number is not valid',
      es: 'El número de tarjeta bancaria no es válido',
      fr: "Le numéro de carte bancaire n'est pas valide",
    },
    description: 'Wallet (decision 030): a card number that is not 12-19 digits or fails the Luhn check.',
  },
  BANK_CARD_UNSUPPORTED: {
    messages: {
      'zh-CN': '暂不支持该银行的卡',
      'zh-TW': '暫不支援該銀行的卡',
      en: 'Cards of this bank are not supported',
      es: 'Las tarjetas de este banco no son compatibles',
      fr: 'Les cartes de cette banque ne sont pas prises en charge',
    },
    description: 'Wallet (decision 030): the bank is not found from the card number’s prefix.',
  },
  BANK_CARD_DECLINED: {
    messages: {
      'zh-CN': '银行卡被拒绝，请更换银行卡',
      'zh-TW': '銀行卡被拒絕，請更換銀行卡',
      en: 'The bank declined this card, please use another one',
      es: 'El banco rechazó esta tarjeta, usa otra',
      fr: 'La banque a refusé cette carte, veuillez en utiliser une autre',
    },
    description: 'Wallet (decision 030): the bank declined the card (the sandbox’s declining card numbers).',
  },
  BANK_CARD_ALREADY_BOUND: {
    messages: {
      'zh-CN': '该银行卡已绑定',
      'zh-TW': '該銀行卡已綁定',
      en: 'This bank card is already bound',
      es: 'Esta tarjeta bancaria ya está vinculada',
      fr: 'Cette carte bancaire est déjà liée',
    },
    description: 'Wallet (decision 030): the card is already bound to this wallet.',
  },
  BANK_CARD_NOT_FOUND: {
    messages: {
      'zh-CN': '银行卡不存在',
      'zh-TW': '銀行卡不存在',
      en: 'Bank card not found',
      es: 'Tarjeta bancaria no encontrada',
      fr: 'Carte bancaire introuvable',
    },
    description: 'Wallet (decision 030): no such bound card in this wallet.',
  },
  BANK_CARD_LIMIT: {
    messages: {
      'zh-CN': '绑定的银行卡已达上限',
      'zh-TW': '綁定的銀行卡已達上限',
      en: 'You have bound the maximum number of bank cards',
      es: 'Has vinculado el número máximo de tarjetas bancarias',
      fr: 'Vous avez lié le nombre maximal de cartes bancaires',
    },
    description: 'Wallet (decision 030): at most 5 cards per wallet.',
  },
  WALLET_REQUEST_REUSED: {
    messages: {
      'zh-CN': '请求重复，请刷新后重试',
      'zh-TW': '請求重複，請重新整理後重試',
      en: 'Duplicate request, please refresh and try again',
      es: 'Solicitud duplicada, actualiza e inténtalo de nuevo',
      fr: 'Requête en double, veuillez actualiser et réessayer',
    },
    description: 'Wallet (decision 030): a client request id already used for a different operation or amount.',
  },
  WALLET_PROVIDER_FAILED: {
    messages: {
      'zh-CN': '钱包服务暂不可用，请稍后再试',
      'zh-TW': '錢包服務暫不可用，請稍後再試',
      en: 'The wallet service is temporarily unavailable, please try again later',
      es: 'El servicio de billetera no está disponible temporalmente, inténtalo más tarde',
      fr: 'Le service de portefeuille est temporairement indisponible, veuillez réessayer plus tard',
    },
    description: 'Wallet (decision 030): the provider did not answer or failed.',
  },
  BANK_CARD_BIND_EXPIRED: {
    messages: {
      'zh-CN': '绑卡已过期，请重新获取验证码',
      'zh-TW': '綁卡已過期，請重新獲取驗證碼',
      en: 'The card binding has expired, please request a new code',
      es: 'La vinculación de la tarjeta ha caducado, solicita un nuevo código',
      fr: 'La liaison de la carte a expiré, veuillez demander un nouveau code',
    },
    description: 'Wallet (decision 030): confirmBankCard for an unknown, finished or expired bind (or after 5 wrong codes).',
  },
  LISTING_ENDED: {
    messages: {
      'zh-CN': '该寄售已结束',
      'zh-TW': '該寄售已結束',
      en: 'This listing is no longer on sale',
      es: 'Este anuncio ya no está a la venta',
      fr: "Cette annonce n'est plus en vente",
    },
    description:
      'Resale market (decision 033): the seller takes off the shelf a listing that was sold or taken off already. A buyer ordering such a listing is answered 7020064 (sold out).',
  },
  OWN_LISTING: {
    messages: {
      'zh-CN': '不能购买自己寄售的藏品',
      'zh-TW': '不能購買自己寄售的藏品',
      en: 'You cannot buy your own listing',
      es: 'No puedes comprar tu propio anuncio',
      fr: 'Vous ne pouvez pas acheter votre propre annonce',
    },
    description: 'Resale market (decision 033): placeOrder for a listing whose seller is the buyer.',
  },
  NOT_LISTABLE: {
    messages: {
      'zh-CN': '该藏品不能寄售：它的最高限价低于最低寄售价 ¥1.00',
      'zh-TW': '該藏品不能寄售：它的最高限價低於最低寄售價 ¥1.00',
      en: 'This collectible cannot be listed: its price ceiling is below the lowest price of ¥1.00',
      es: 'Este coleccionable no se puede poner a la venta: su precio máximo es inferior al precio mínimo de ¥1.00',
      fr: 'Cet objet de collection ne peut pas être mis en vente : son plafond est inférieur au prix minimum de ¥1.00',
    },
    description:
      "Resale market (PRODUCT.md §7, decision 061): consign (and previewConsignment's blockedBy) for an item whose collection's price ceiling is below ¥1.00, so no price is allowed: typically a collection given away free (issue price 0) without its own ceiling while the tenant's ceiling for free collections is 0. data: minPrice, ceiling.",
  },
  CONSOLE_LOGIN_REQUIRED: {
    messages: {
      'zh-CN': '请先登录控制台',
      'zh-TW': '請先登入控制台',
      en: 'Please sign in to the console',
      es: 'Inicia sesión en la consola',
      fr: 'Veuillez vous connecter à la console',
    },
    description: 'A console call without a console session cookie (or one that does not belong to this host).',
  },
  CONSOLE_SESSION_EXPIRED: {
    messages: {
      'zh-CN': '登录已过期，请重新登录',
      'zh-TW': '登入已過期，請重新登入',
      en: 'Your console session has expired, please sign in again',
      es: 'Tu sesión de consola ha caducado, vuelve a iniciar sesión',
      fr: 'Votre session de console a expiré, veuillez vous reconnecter',
    },
    description:
      'The console session ended: idle for longer than the idle timeout, past its absolute lifetime, signed out, or the operator was disabled.',
  },
  CONSOLE_CSRF_INVALID: {
    messages: {
      'zh-CN': '请求校验失败，请刷新页面后重试',
      'zh-TW': '請求校驗失敗，請重新整理頁面後重試',
      en: 'The request could not be verified, please reload the page and try again',
      es: 'No se pudo verificar la solicitud, recarga la página e inténtalo de nuevo',
      fr: 'La requête n’a pas pu être vérifiée, rechargez la page et réessayez',
    },
    description: "A console write without the session's CSRF token in the x-csrf-token header.",
  },
  CONSOLE_FORBIDDEN: {
    messages: {
      'zh-CN': '您的角色无权进行此操作',
      'zh-TW': '您的角色無權進行此操作',
      en: 'Your role may not do this',
      es: 'Tu rol no permite hacer esto',
      fr: 'Votre rôle ne permet pas cette action',
    },
    description: "The signed-in operator's role is not among the roles of the call.",
  },
  CONSOLE_WRONG_TENANT: {
    messages: {
      'zh-CN': '无权访问该租户',
      'zh-TW': '無權存取該租戶',
      en: 'You may not act on this tenant',
      es: 'No puedes actuar sobre este inquilino',
      fr: 'Vous ne pouvez pas agir sur ce locataire',
    },
    description: "An operator of one tenant asking for another tenant's data.",
  },
  CONSOLE_LOGIN_FAILED: {
    messages: {
      'zh-CN': '邮箱或密码错误',
      'zh-TW': '電子郵件或密碼錯誤',
      en: 'Wrong email or password',
      es: 'Correo o contraseña incorrectos',
      fr: 'E-mail ou mot de passe incorrect',
    },
    description:
      'Console sign-in: no such operator on this host, a wrong password, or a disabled operator (the answer does not say which).',
  },
  CONSOLE_LOCKED: {
    messages: {
      'zh-CN': '尝试次数过多，请{minutes}分钟后再试',
      'zh-TW': '嘗試次數過多，請{minutes}分鐘後再試',
      en: 'Too many attempts, try again in {minutes} minutes',
      es: 'Demasiados intentos, vuelve a intentarlo en {minutes} minutos',
      fr: 'Trop de tentatives, réessayez dans {minutes} minutes',
    },
    description: 'Console sign-in locked after 10 failed passwords or codes within 15 minutes, for 30 minutes (PRODUCT.md §4).',
  },
  CONSOLE_2FA_REQUIRED: {
    messages: {
      'zh-CN': '请先完成两步验证',
      'zh-TW': '請先完成兩步驗證',
      en: 'Complete two-factor verification first',
      es: 'Completa primero la verificación en dos pasos',
      fr: 'Terminez d’abord la vérification en deux étapes',
    },
    description: 'A console call made with a session that has passed only the password step.',
  },
  CONSOLE_TOTP_INVALID: {
    messages: {
      'zh-CN': '验证码错误',
      'zh-TW': '驗證碼錯誤',
      en: 'Wrong verification code',
      es: 'Código de verificación incorrecto',
      fr: 'Code de vérification incorrect',
    },
    description: 'A wrong, old or already used authenticator code.',
  },
  CONSOLE_TOTP_NOT_ENROLLED: {
    messages: {
      'zh-CN': '尚未设置两步验证',
      'zh-TW': '尚未設定兩步驗證',
      en: 'Two-factor verification is not set up',
      es: 'La verificación en dos pasos no está configurada',
      fr: 'La vérification en deux étapes n’est pas configurée',
    },
    description: 'A code sent before the operator enrolled (or confirmed the enrolment of) an authenticator.',
  },
  CONSOLE_RECOVERY_INVALID: {
    messages: {
      'zh-CN': '恢复码无效',
      'zh-TW': '恢復碼無效',
      en: 'Invalid recovery code',
      es: 'Código de recuperación no válido',
      fr: 'Code de récupération invalide',
    },
    description: "A recovery code that is not one of the operator's unused codes.",
  },
  CONSOLE_PLATFORM_HOST_ONLY: {
    messages: {
      'zh-CN': '请在平台管理域名下操作',
      'zh-TW': '請在平台管理網域下操作',
      en: 'Open the platform console to do this',
      es: 'Abre la consola de la plataforma para hacer esto',
      fr: 'Ouvrez la console de la plateforme pour cela',
    },
    description: "A platform call (tenants, operators of any tenant) made on a tenant's host.",
  },
  CONSOLE_TENANT_HOST_ONLY: {
    messages: {
      'zh-CN': '请在租户域名下操作',
      'zh-TW': '請在租戶網域下操作',
      en: "Open this tenant's console to do this",
      es: 'Abre la consola de este inquilino para hacer esto',
      fr: 'Ouvrez la console de ce locataire pour cela',
    },
    description: "A tenant call made on the platform host: open the console on the tenant's own host.",
  },
  OPERATOR_EMAIL_TAKEN: {
    messages: {
      'zh-CN': '该邮箱已被使用',
      'zh-TW': '該電子郵件已被使用',
      en: 'This email is already in use',
      es: 'Este correo ya está en uso',
      fr: 'Cet e-mail est déjà utilisé',
    },
    description: 'Creating an operator with an email another operator of the same tenant (or platform) has.',
  },
  TENANT_CODE_TAKEN: {
    messages: {
      'zh-CN': '租户代码已存在',
      'zh-TW': '租戶代碼已存在',
      en: 'This tenant code is already in use',
      es: 'Este código de inquilino ya está en uso',
      fr: 'Ce code de locataire est déjà utilisé',
    },
    description: 'Creating a tenant with a code another tenant has.',
  },
  TENANT_HOST_TAKEN: {
    messages: {
      'zh-CN': '域名{host}已被使用',
      'zh-TW': '網域{host}已被使用',
      en: 'The domain {host} is already in use',
      es: 'El dominio {host} ya está en uso',
      fr: 'Le domaine {host} est déjà utilisé',
    },
    description: 'Adding a domain another tenant (or the platform console) already answers on.',
  },
  CONSOLE_TOTP_ALREADY_ENROLLED: {
    messages: {
      'zh-CN': '已设置两步验证',
      'zh-TW': '已設定兩步驗證',
      en: 'Two-factor verification is already set up',
      es: 'La verificación en dos pasos ya está configurada',
      fr: 'La vérification en deux étapes est déjà configurée',
    },
    description: 'Enrolling an authenticator when one is set up: an owner (or platform admin) resets it first.',
  },
  CONSOLE_SELF_CHANGE: {
    messages: {
      'zh-CN': '不能修改自己的角色或停用自己',
      'zh-TW': '不能修改自己的角色或停用自己',
      en: 'You cannot change your own role or disable yourself',
      es: 'No puedes cambiar tu propio rol ni desactivarte',
      fr: 'Vous ne pouvez pas changer votre propre rôle ni vous désactiver',
    },
    description: 'An operator changing their own role, or disabling themselves.',
  },
  BRAND_PREVIEW_INVALID: {
    messages: {
      'zh-CN': '预览已失效，请在后台重新打开预览',
      'zh-TW': '預覽已失效，請在後台重新開啟預覽',
      en: 'This preview has expired: open it again from the console',
      es: 'Esta vista previa ha caducado: ábrela de nuevo desde la consola',
      fr: 'Cet aperçu a expiré : rouvrez-le depuis la console',
    },
    description:
      'A preview page asked for a brand draft with a token that is not the current draft’s (published, discarded or wrong).',
  },
  BRAND_NO_DRAFT: {
    messages: {
      'zh-CN': '没有待发布的草稿',
      'zh-TW': '沒有待發布的草稿',
      en: 'There is no draft to publish',
      es: 'No hay ningún borrador que publicar',
      fr: 'Aucun brouillon à publier',
    },
    description: 'Publishing the brand when no draft has been saved.',
  },
  FREE_CEILING_INVALID: {
    messages: {
      'zh-CN': '免费藏品的最高限价须为 0（不可寄售），或 ¥1.00 至 ¥1,000,000.00 之间的金额',
      'zh-TW': '免費藏品的最高限價須為 0（不可寄售），或 ¥1.00 至 ¥1,000,000.00 之間的金額',
      en: 'The ceiling for free collections must be 0 (not listable) or an amount from ¥1.00 to ¥1,000,000.00',
      es: 'El precio máximo de las colecciones gratuitas debe ser 0 (no se pueden vender) o un importe entre ¥1.00 y ¥1,000,000.00',
      fr: 'Le plafond des collections gratuites doit être 0 (pas de mise en vente) ou un montant de ¥1.00 à ¥1,000,000.00',
    },
    description:
      'Console brand settings (decision 061): freeResaleCeiling is not 0 and not a whole number of fen from 100 to 100 000 000 (a value between 1 and 99 would make free collections unlistable while looking like a price).',
  },
  CATALOGUE_ENTRY_REFUSED: {
    messages: {
      'zh-CN': '目录未接受此内容，请按提示修改',
      'zh-TW': '目錄未接受此內容，請依提示修改',
      en: 'The catalogue refused this entry: correct the problems shown',
      es: 'El catálogo rechazó esta entrada: corrige los problemas indicados',
      fr: 'Le catalogue a refusé cette entrée : corrigez les problèmes indiqués',
    },
    description:
      "Console catalogue (decision 038): a saved entry or an imported file breaks the importer's rules (shape, references, stock already sold); data.issues lists each problem with its path, and nothing was written.",
  },
  ORDER_NOT_REFUNDABLE: {
    messages: {
      'zh-CN': '只有已支付的订单可以退款',
      'zh-TW': '只有已付款的訂單可以退款',
      en: 'Only a paid order can be refunded',
      es: 'Solo se puede reembolsar un pedido pagado',
      fr: 'Seule une commande payée peut être remboursée',
    },
    description: 'Console (decision 039): consoleRefundOrder on an order that is not paid.',
  },
  ORDER_ALREADY_REFUNDED: {
    messages: {
      'zh-CN': '该订单已退款',
      'zh-TW': '該訂單已退款',
      en: 'This order has already been refunded',
      es: 'Este pedido ya ha sido reembolsado',
      fr: 'Cette commande a déjà été remboursée',
    },
    description: 'Console (decision 039): consoleRefundOrder on an order refunded before (also the loser of two at once).',
  },
  ORDER_ITEMS_MOVED: {
    messages: {
      'zh-CN': '订单中的藏品已不在买家名下（已转赠、寄售、开启或合成），无法退款',
      'zh-TW': '訂單中的藏品已不在買家名下（已轉贈、寄售、開啟或合成），無法退款',
      en: "The order's items are no longer with the buyer (gifted, consigned, opened or used), so it cannot be refunded",
      es: 'Los artículos del pedido ya no están con el comprador (regalados, en consigna, abiertos o usados); no se puede reembolsar',
      fr: "Les articles de la commande ne sont plus chez l'acheteur (offerts, en consignation, ouverts ou utilisés) : remboursement impossible",
    },
    description: 'Console (decision 039): consoleRefundOrder when an item of the order is not held by its buyer any more.',
  },
  ORDER_PAYMENT_MISSING: {
    messages: {
      'zh-CN': '找不到支付该订单的付款记录，无法退款',
      'zh-TW': '找不到支付該訂單的付款紀錄，無法退款',
      en: 'No payment that paid this order was found, so it cannot be refunded',
      es: 'No se encontró el pago de este pedido; no se puede reembolsar',
      fr: "Aucun paiement de cette commande n'a été trouvé : remboursement impossible",
    },
    description: 'Console (decision 039): consoleRefundOrder on a paid order with no successful payment that paid it.',
  },
  REFUND_SELLER_BALANCE_SHORT: {
    messages: {
      'zh-CN': '卖家钱包余额（¥{balance}）不足以扣回该笔寄售收入（¥{proceeds}），无法退款',
      'zh-TW': '賣家錢包餘額（¥{balance}）不足以扣回該筆寄售收入（¥{proceeds}），無法退款',
      en: "The seller's wallet balance (¥{balance}) does not cover the sale proceeds to take back (¥{proceeds}), so it cannot be refunded",
      es: 'El saldo del monedero del vendedor (¥{balance}) no cubre los ingresos de la venta a recuperar (¥{proceeds}); no se puede reembolsar',
      fr: 'Le solde du portefeuille du vendeur (¥{balance}) ne couvre pas le produit de la vente à reprendre (¥{proceeds}) : remboursement impossible',
    },
    description:
      "Console (decision 066): consoleRefundOrder of a resale order whose seller's wallet holds less than the proceeds the sale credited; nothing was changed.",
  },
  REFUND_ITEM_GIFTED: {
    messages: {
      'zh-CN': '买家已将该藏品转赠他人，无法退款',
      'zh-TW': '買家已將該藏品轉贈他人，無法退款',
      en: 'The buyer has given the collectible away, so it cannot be refunded',
      es: 'El comprador ya ha regalado el coleccionable; no se puede reembolsar',
      fr: "L'acheteur a déjà offert l'objet de collection : remboursement impossible",
    },
    description: 'Console (decision 066): consoleRefundOrder of a resale order whose item the buyer gifted (pending or done).',
  },
  REFUND_ITEM_CONSIGNED: {
    messages: {
      'zh-CN': '买家已将该藏品再次寄售，无法退款',
      'zh-TW': '買家已將該藏品再次寄售，無法退款',
      en: 'The buyer has consigned the collectible again, so it cannot be refunded',
      es: 'El comprador ha vuelto a poner el coleccionable en consigna; no se puede reembolsar',
      fr: "L'acheteur a remis l'objet de collection en consignation : remboursement impossible",
    },
    description:
      'Console (decision 066): consoleRefundOrder of a resale order whose item the buyer consigned again (on sale, locked or sold on).',
  },
  REFUND_ITEM_USED: {
    messages: {
      'zh-CN': '买家已将该藏品用于合成或已销毁，无法退款',
      'zh-TW': '買家已將該藏品用於合成或已銷毀，無法退款',
      en: 'The buyer has used the collectible in a synthesis or it was burned, so it cannot be refunded',
      es: 'El comprador usó el coleccionable en una síntesis o fue destruido; no se puede reembolsar',
      fr: "L'acheteur a utilisé l'objet de collection dans une synthèse ou il a été brûlé : remboursement impossible",
    },
    description: 'Console (decision 066): consoleRefundOrder of a resale order whose item is burned or pledged.',
  },
  REFUND_ITEM_CAST: {
    messages: {
      'zh-CN': '买家已用该藏品参与铸造或活动，无法退款',
      'zh-TW': '買家已用該藏品參與鑄造或活動，無法退款',
      en: 'The buyer has used the collectible in a casting or an activity, so it cannot be refunded',
      es: 'El comprador usó el coleccionable en una acuñación o actividad; no se puede reembolsar',
      fr: "L'acheteur a utilisé l'objet de collection dans une frappe ou une activité : remboursement impossible",
    },
    description:
      'Console (decision 066): consoleRefundOrder of a resale order whose item the buyer cast with or holds in an activity order.',
  },
  ACTIVITY_NOT_STARTED: {
    messages: {
      'zh-CN': '活动尚未开始',
      'zh-TW': '活動尚未開始',
      en: 'The activity has not started yet',
      es: 'La actividad aún no ha comenzado',
      fr: "L'activité n'a pas encore commencé",
    },
    description: 'Casting (decision 042): cast before the activity window opens.',
  },
  ACTIVITY_ENDED: {
    messages: {
      'zh-CN': '活动已结束',
      'zh-TW': '活動已結束',
      en: 'The activity has ended',
      es: 'La actividad ha terminado',
      fr: "L'activité est terminée",
    },
    description: 'Casting (decision 042): cast after the activity window, or in a withdrawn activity.',
  },
  CAST_ITEM_USED: {
    messages: {
      'zh-CN': '该藏品已参与过本活动',
      'zh-TW': '該藏品已參與過本活動',
      en: 'This collectible has already been used in this activity',
      es: 'Este coleccionable ya se usó en esta actividad',
      fr: 'Cet objet de collection a déjà servi pour cette activité',
    },
    description:
      'Activity orders (decision 044): an item held by a live order of this activity already; it may serve other activities. Casting answers 4000031 for an item its holder has cast with (decision 062).',
  },
  CAST_ITEM_MINTING: {
    messages: {
      'zh-CN': '藏品正在上链，请稍后再试',
      'zh-TW': '藏品正在上鏈，請稍後再試',
      en: 'This collectible is still being minted, please try again later',
      es: 'Este coleccionable aún se está acuñando; inténtalo más tarde',
      fr: 'Cet objet de collection est encore en cours de frappe, réessayez plus tard',
    },
    description: 'Casting (decision 042): spending an item whose mint is not yet confirmed on chain.',
  },
  SYNTHESIS_LIMIT_REACHED: {
    messages: {
      'zh-CN': '已达到该配方的合成次数上限',
      'zh-TW': '已達到該配方的合成次數上限',
      en: 'You have reached the synthesis limit of this recipe',
      es: 'Has alcanzado el límite de síntesis de esta receta',
      fr: 'Vous avez atteint la limite de synthèses de cette recette',
    },
    description: 'Synthesis (decision 041): the user has made perUserLimit syntheses with this recipe already.',
  },
  RECIPE_NOT_STARTED: {
    messages: {
      'zh-CN': '合成尚未开始',
      'zh-TW': '合成尚未開始',
      en: 'This synthesis has not started yet',
      es: 'Esta síntesis aún no ha comenzado',
      fr: "Cette synthèse n'a pas encore commencé",
    },
    description: 'Synthesis (decision 041): synthesizing before the recipe window opens; the page counts down to the start.',
  },
  RECIPE_ENDED: {
    messages: {
      'zh-CN': '合成已结束',
      'zh-TW': '合成已結束',
      en: 'This synthesis has ended',
      es: 'Esta síntesis ha terminado',
      fr: 'Cette synthèse est terminée',
    },
    description: 'Synthesis (decision 041): synthesizing after the recipe window.',
  },
  RECIPE_LOCKED: {
    messages: {
      'zh-CN': '已有用户合成，配方的成品、材料、方式、质押时长和冷却设置不可再修改',
      'zh-TW': '已有使用者合成，配方的成品、材料、方式、質押時長和冷卻設定不可再修改',
      en: "Syntheses were made with this recipe: its result, fragments, mode, pledge hours and cooling rule can't change any more",
      es: 'Ya se han hecho síntesis con esta receta: su resultado, fragmentos, modo, horas de pignoración y regla de espera ya no pueden cambiar',
      fr: 'Des synthèses ont été faites avec cette recette : son résultat, ses fragments, son mode, ses heures de gage et sa règle de refroidissement ne peuvent plus changer',
    },
    description:
      'Console (decision 041): consoleSaveRecipe changing a locked field of a recipe that has syntheses; data.fields names them.',
  },
  RECIPE_STOCK_BELOW_USED: {
    messages: {
      'zh-CN': '库存不能少于已合成的数量',
      'zh-TW': '庫存不能少於已合成的數量',
      en: 'The stock cannot be less than the results already given',
      es: 'El stock no puede ser menor que los resultados ya entregados',
      fr: 'Le stock ne peut pas être inférieur aux résultats déjà remis',
    },
    description: 'Console (decision 041): consoleSaveRecipe with a stock below the syntheses made.',
  },
  RECIPE_WITHDRAWN: {
    messages: {
      'zh-CN': '该配方已下架，不可修改',
      'zh-TW': '該配方已下架，不可修改',
      en: 'This recipe was withdrawn and cannot change',
      es: 'Esta receta fue retirada y no se puede cambiar',
      fr: 'Cette recette a été retirée et ne peut plus changer',
    },
    description: 'Console (decision 041): consoleSaveRecipe on a withdrawn recipe.',
  },
  RECIPE_STOCK_OVER_SUPPLY: {
    messages: {
      'zh-CN': '库存超过成品藏品剩余可发行数量',
      'zh-TW': '庫存超過成品藏品剩餘可發行數量',
      en: 'The stock is more than the result collection has left to issue',
      es: 'El stock supera lo que le queda por emitir a la colección resultante',
      fr: 'Le stock dépasse ce que la collection résultat peut encore émettre',
    },
    description: 'Console (decision 041): consoleSaveRecipe with a stock above the result collection supply not yet issued.',
  },
  COUPON_NOT_USABLE: {
    messages: {
      'zh-CN': '该优惠券不可用（已使用、已过期或未到使用时间）',
      'zh-TW': '該優惠券不可用（已使用、已過期或未到使用時間）',
      en: 'This coupon cannot be used (used, expired or not valid yet)',
      es: 'Este cupón no se puede usar (usado, caducado o aún no válido)',
      fr: "Ce coupon n'est pas utilisable (utilisé, expiré ou pas encore valable)",
    },
    description: 'Decision 043: placeOrder with a coupon that is not the buyer’s, used, expired or not valid yet.',
  },
  COUPON_MIN_SPEND: {
    messages: {
      'zh-CN': '订单金额未达到优惠券的使用门槛',
      'zh-TW': '訂單金額未達到優惠券的使用門檻',
      en: "The order total does not reach this coupon's minimum spend",
      es: 'El total del pedido no alcanza el gasto mínimo del cupón',
      fr: "Le total de la commande n'atteint pas le minimum d'achat du coupon",
    },
    description: 'Decision 043: placeOrder with a coupon whose minimum spend is above the order total (before the discount).',
  },
  COUPON_NOT_APPLICABLE: {
    messages: {
      'zh-CN': '该优惠券不适用于此商品',
      'zh-TW': '該優惠券不適用於此商品',
      en: 'This coupon does not apply to this item',
      es: 'Este cupón no se aplica a este artículo',
      fr: "Ce coupon ne s'applique pas à cet article",
    },
    description: 'Decision 043: placeOrder with a coupon limited to other business types or collections.',
  },
  COUPON_CLAIM_LIMIT: {
    messages: {
      'zh-CN': '您已领取过该优惠券，已达领取上限',
      'zh-TW': '您已領取過該優惠券，已達領取上限',
      en: 'You have already claimed as many of this coupon as allowed',
      es: 'Ya has reclamado el máximo permitido de este cupón',
      fr: 'Vous avez déjà obtenu le nombre maximal de ce coupon',
    },
    description: 'Decision 043: claimCoupon over the campaign’s per-user limit.',
  },
  REDEEM_TOO_MANY_ATTEMPTS: {
    messages: {
      'zh-CN': '兑换尝试过于频繁，请稍后再试',
      'zh-TW': '兌換嘗試過於頻繁，請稍後再試',
      en: 'Too many redemption attempts, please try again later',
      es: 'Demasiados intentos de canje, inténtalo más tarde',
      fr: "Trop de tentatives d'échange, veuillez réessayer plus tard",
    },
    description: 'Decision 043: redeemCode attempts over the limit per user or per address (against guessing codes).',
  },
  ADDRESS_LIMIT: {
    messages: {
      'zh-CN': '最多可保存 20 个收货地址',
      'zh-TW': '最多可保存 20 個收貨地址',
      en: 'You can keep at most 20 addresses',
      es: 'Puedes guardar como máximo 20 direcciones',
      fr: 'Vous pouvez enregistrer au plus 20 adresses',
    },
    description: 'Decision 044: saveAddress without an id when the user has 20 addresses already.',
  },
  ADDRESS_NOT_FOUND: {
    messages: {
      'zh-CN': '地址不存在',
      'zh-TW': '地址不存在',
      en: 'Address not found',
      es: 'Dirección no encontrada',
      fr: 'Adresse introuvable',
    },
    description: "Decision 044: an address id that is not one of the caller's (another user's or tenant's, or deleted).",
  },
  ORDER_NOT_CONFIRMABLE: {
    messages: {
      'zh-CN': '该订单当前无法确认收货',
      'zh-TW': '該訂單目前無法確認收貨',
      en: 'This order cannot be confirmed as received',
      es: 'No se puede confirmar la recepción de este pedido',
      fr: 'La réception de cette commande ne peut pas être confirmée',
    },
    description:
      'Decision 044: confirmReceipt on an order that is not in the shipping state (a completed one answers the order).',
  },
  ORDER_NOT_SHIPPABLE: {
    messages: {
      'zh-CN': '该订单无法发货',
      'zh-TW': '該訂單無法發貨',
      en: 'This order cannot be shipped',
      es: 'Este pedido no se puede enviar',
      fr: 'Cette commande ne peut pas être expédiée',
    },
    description: 'Decision 044: shipOrder on an order that is not a paid physical-reward activity order awaiting shipment.',
  },
  ACTIVITY_ORDER_LIMIT: {
    messages: {
      'zh-CN': '您已达到该活动的参与次数上限',
      'zh-TW': '您已達到該活動的參與次數上限',
      en: "You have reached this activity's limit",
      es: 'Has alcanzado el límite de esta actividad',
      fr: 'Vous avez atteint la limite de cette activité',
    },
    description:
      "Decision 044: confirmActivityOrder when the user's non-ended orders of the activity reach its per-user limit. Decision 062: cast when the user's casts in the activity reach its per-user limit.",
  },
  ACTIVITY_KIND_MISMATCH: {
    messages: {
      'zh-CN': '该活动不支持此操作',
      'zh-TW': '該活動不支援此操作',
      en: 'This activity does not work this way',
      es: 'Esta actividad no funciona de esta manera',
      fr: 'Cette activité ne fonctionne pas ainsi',
    },
    description: 'Decision 044: cast on a coupon or physical activity, or confirmActivityOrder on a casting activity.',
  },
  ALBUM_NOT_FOUND: {
    messages: {
      'zh-CN': '专辑不存在或已下线',
      'zh-TW': '專輯不存在或已下線',
      en: 'This album does not exist or is no longer available',
      es: 'Este álbum no existe o ya no está disponible',
      fr: "Cet album n'existe pas ou n'est plus disponible",
    },
    description:
      "Decision 047: getAlbum/listTrends/console calls on an album that is unknown, a draft (storefront), deleted or another tenant's.",
  },
  ALBUM_TREND_NOT_FOUND: {
    messages: {
      'zh-CN': '动态不存在或已下线',
      'zh-TW': '動態不存在或已下線',
      en: 'This post does not exist or is no longer available',
      es: 'Esta publicación no existe o ya no está disponible',
      fr: "Cette publication n'existe pas ou n'est plus disponible",
    },
    description:
      "Decision 047: getTrend/console calls on a post that is unknown, a draft or in a draft album (storefront), or another tenant's.",
  },
  ALBUM_PREVIEW_INVALID: {
    messages: {
      'zh-CN': '预览链接已失效，请在后台重新打开预览',
      'zh-TW': '預覽連結已失效，請在後台重新開啟預覽',
      en: 'This preview link has expired: open the preview again in the console',
      es: 'Este enlace de vista previa ha caducado: abra la vista previa de nuevo en la consola',
      fr: "Ce lien d'aperçu a expiré : rouvrez l'aperçu dans la console",
    },
    description: 'Decision 047: getAlbumPreview with a token that is unknown, expired (30 minutes) or of another tenant.',
  },
  ALBUM_COLLECTION_INVALID: {
    messages: {
      'zh-CN': '专辑中包含不存在的藏品',
      'zh-TW': '專輯中包含不存在的藏品',
      en: 'The album names a collection that does not exist',
      es: 'El álbum incluye una colección que no existe',
      fr: "L'album mentionne une collection qui n'existe pas",
    },
    description: "Decision 047: consoleSaveAlbum with a collection id that is not one of the tenant's collections.",
  },
  ALBUM_TREND_EMPTY: {
    messages: {
      'zh-CN': '动态需要文字或至少一张图片',
      'zh-TW': '動態需要文字或至少一張圖片',
      en: 'A post needs text or at least one image',
      es: 'Una publicación necesita texto o al menos una imagen',
      fr: 'Une publication doit avoir du texte ou au moins une image',
    },
    description: 'Decision 047: consoleSaveTrend with neither text nor an image.',
  },
  ALBUM_TREND_TOO_MANY_IMAGES: {
    messages: {
      'zh-CN': '每条动态最多 9 张图片',
      'zh-TW': '每則動態最多 9 張圖片',
      en: 'A post has at most 9 images',
      es: 'Una publicación tiene como máximo 9 imágenes',
      fr: 'Une publication a au plus 9 images',
    },
    description: 'Decision 047: consoleSaveTrend with more than nine images.',
  },
  ALBUM_MEDIA_INVALID: {
    messages: {
      'zh-CN': '图片或视频无效，请重新上传',
      'zh-TW': '圖片或影片無效，請重新上傳',
      en: 'This image or video is not valid: upload it again',
      es: 'Esta imagen o vídeo no es válido: súbalo de nuevo',
      fr: "Cette image ou vidéo n'est pas valide : téléversez-la à nouveau",
    },
    description: "Decision 047: an album cover, post image or post video that is not one of the tenant's uploads of that kind.",
  },
  DATA_EXPORT_TOO_SOON: {
    messages: {
      'zh-CN': '导出过于频繁，请{minutes}分钟后再试',
      'zh-TW': '匯出過於頻繁，請{minutes}分鐘後再試',
      en: 'You asked for an export recently; try again in {minutes} minutes',
      es: 'Ya pediste una exportación hace poco; inténtalo de nuevo en {minutes} minutos',
      fr: 'Vous avez demandé un export récemment ; réessayez dans {minutes} minutes',
    },
    description: 'Decision 046: requestDataExport within an hour of the last request; params {minutes}.',
  },
  DATA_EXPORT_PREPARING: {
    messages: {
      'zh-CN': '你的数据正在准备中，请稍候',
      'zh-TW': '你的資料正在準備中，請稍候',
      en: 'Your data is already being prepared',
      es: 'Tus datos ya se están preparando',
      fr: 'Vos données sont déjà en préparation',
    },
    description: 'Decision 046: requestDataExport while an export of the user is still preparing.',
  },
  DATA_EXPORT_NOT_FOUND: {
    messages: {
      'zh-CN': '导出文件不存在',
      'zh-TW': '匯出檔案不存在',
      en: 'This export does not exist',
      es: 'Esta exportación no existe',
      fr: "Cet export n'existe pas",
    },
    description: "Decision 046: getDataExport of another user's or tenant's export, or an unknown id.",
  },
  DATA_EXPORT_EXPIRED: {
    messages: {
      'zh-CN': '导出文件已过期，请重新申请',
      'zh-TW': '匯出檔案已過期，請重新申請',
      en: 'This export has expired; ask for a new one',
      es: 'Esta exportación ha caducado; pide una nueva',
      fr: 'Cet export a expiré ; demandez-en un nouveau',
    },
    description: 'Decision 046: getDataExport 24 hours after the export was ready (its document is deleted).',
  },
  DATA_EXPORT_NOT_READY: {
    messages: {
      'zh-CN': '导出文件尚未准备好',
      'zh-TW': '匯出檔案尚未準備好',
      en: 'This export is not ready yet',
      es: 'Esta exportación aún no está lista',
      fr: "Cet export n'est pas encore prêt",
    },
    description: 'Decision 046: getDataExport while the export is still preparing.',
  },
  ACCOUNT_HOLDS_COLLECTIBLES: {
    messages: {
      'zh-CN': '你还持有{count}件藏品，无法注销账号',
      'zh-TW': '你還持有{count}件藏品，無法註銷帳號',
      en: 'You still hold {count} collectibles, so the account cannot be deleted',
      es: 'Todavía tienes {count} coleccionables, así que no se puede eliminar la cuenta',
      fr: 'Vous détenez encore {count} objets de collection : le compte ne peut pas être supprimé',
    },
    description: 'Decision 046: deleteAccount while the user holds collectibles (any not consumed); params {count}.',
  },
  ACCOUNT_HOLDS_MONEY: {
    messages: {
      'zh-CN': '你的钱包还有¥{amount}，无法注销账号',
      'zh-TW': '你的錢包還有¥{amount}，無法註銷帳號',
      en: 'Your wallet still holds ¥{amount}, so the account cannot be deleted',
      es: 'Tu monedero todavía tiene ¥{amount}, así que no se puede eliminar la cuenta',
      fr: 'Votre portefeuille contient encore {amount} ¥ : le compte ne peut pas être supprimé',
    },
    description:
      'Decision 046: deleteAccount while the wallet has a balance, a withdrawal in progress or resale proceeds owed; params {amount} in yuan.',
  },
  ACCOUNT_HAS_OPEN_ORDERS: {
    messages: {
      'zh-CN': '你还有{count}笔未完成的订单或寄售，无法注销账号',
      'zh-TW': '你還有{count}筆未完成的訂單或寄售，無法註銷帳號',
      en: 'You have {count} open orders or listings, so the account cannot be deleted',
      es: 'Tienes {count} pedidos o anuncios abiertos, así que no se puede eliminar la cuenta',
      fr: 'Vous avez {count} commandes ou annonces en cours : le compte ne peut pas être supprimé',
    },
    description:
      'Decisions 046, 060: deleteAccount while the user has unpaid orders, paid physical rewards not yet shipped, or resale listings on sale ' +
      'or locked (a paid drop, blind box or resale order is delivered at payment); params {count}.',
  },
  SERVICE_NOT_CONFIGURED: {
    messages: {
      'zh-CN': '该服务暂未开通',
      'zh-TW': '該服務暫未開通',
      en: 'This service is not available on this platform yet',
      es: 'Este servicio aún no está disponible en esta plataforma',
      fr: "Ce service n'est pas encore disponible sur cette plateforme",
    },
    description:
      'PRODUCT.md §13: the deployment has no provider for this feature (the wallet until a wallet provider is contracted, DID login without a partner). The storefront hides the feature; its calls answer this code, never a 404 or a 500.',
  },
  SMS_PROVIDER_RATE_LIMITED: {
    messages: {
      'zh-CN': '该号码短信发送过于频繁，请稍后再试',
      'zh-TW': '該號碼簡訊發送過於頻繁，請稍後再試',
      en: 'Too many messages to this number, please try again later',
      es: 'Demasiados mensajes a este número, inténtalo más tarde',
      fr: 'Trop de messages vers ce numéro, veuillez réessayer plus tard',
    },
    description:
      "The SMS provider's own flow control refused the message (e.g. Alibaba Cloud isv.BUSINESS_LIMIT_CONTROL, Tencent Cloud LimitExceeded.PhoneNumberDailyLimit). No code was issued.",
  },
  SMS_PHONE_UNREACHABLE: {
    messages: {
      'zh-CN': '该号码无法接收短信，请检查后重试',
      'zh-TW': '該號碼無法接收簡訊，請檢查後重試',
      en: 'This number cannot receive text messages, please check it',
      es: 'Este número no puede recibir mensajes de texto, compruébalo',
      fr: 'Ce numéro ne peut pas recevoir de SMS, veuillez le vérifier',
    },
    description: 'The SMS provider says the number cannot receive (invalid, unassigned or barred). No code was issued.',
  },
  SMS_SEND_FAILED: {
    messages: {
      'zh-CN': '短信发送失败，请稍后再试',
      'zh-TW': '簡訊發送失敗，請稍後再試',
      en: 'The text message could not be sent, please try again later',
      es: 'No se pudo enviar el mensaje de texto, inténtalo más tarde',
      fr: "Le SMS n'a pas pu être envoyé, veuillez réessayer plus tard",
    },
    description:
      'The SMS provider refused the template or sign name, or could not be reached. No code was issued (it counts for nothing); a new one can be asked for after the resend gap. The operator sees the provider failing in the console health check.',
  },
  WECHAT_AUTH_REQUIRED: {
    messages: {
      'zh-CN': '请先授权微信，再在微信内支付',
      'zh-TW': '請先授權微信，再在微信內付款',
      en: 'Please authorize WeChat before paying inside WeChat',
      es: 'Autoriza WeChat antes de pagar dentro de WeChat',
      fr: 'Veuillez autoriser WeChat avant de payer dans WeChat',
    },
    description:
      "A JSAPI payment (channel 2012, inside WeChat's in-app browser) needs the buyer's openid, learnt through WeChat's web authorization (getWechatOauthUrl); the cashier goes there and comes back.",
  },
  DEFAULT_HOLD_INVALID: {
    messages: {
      'zh-CN': '默认持有期须为 0 至 8760 之间的整数小时（0 表示购得后即可转赠或寄售）',
      'zh-TW': '預設持有期須為 0 至 8760 之間的整數小時（0 表示購得後即可轉贈或寄售）',
      en: 'The default hold must be a whole number of hours from 0 to 8760 (0: items can be gifted or consigned at once)',
      es: 'La retención predeterminada debe ser un número entero de horas entre 0 y 8760 (0: sin retención)',
      fr: 'La période de détention par défaut doit être un nombre entier d’heures de 0 à 8760 (0 : aucune)',
    },
    description:
      'Console brand settings (decision 064): defaultHoldHours, the hold of a collection created without its own holdHoursBeforeTransfer, is not a whole number from 0 to 8 760.',
  },
  DEFAULT_LIMIT_INVALID: {
    messages: {
      'zh-CN': '默认每人限购须为 1 至 10000 之间的整数',
      'zh-TW': '預設每人限購須為 1 至 10000 之間的整數',
      en: 'The default per-user limit must be a whole number from 1 to 10000',
      es: 'El límite predeterminado por usuario debe ser un número entero entre 1 y 10000',
      fr: 'La limite par utilisateur par défaut doit être un nombre entier de 1 à 10000',
    },
    description:
      'Console brand settings (decision 064): defaultPerUserLimit, the limit of a drop created without its own perUserLimit, is not a whole number from 1 to 10 000 (a drop always has a limit).',
  },
  CEILING_MULTIPLE_INVALID: {
    messages: {
      'zh-CN': '默认寄售最高价须为发行价的 1 至 1000 倍（可精确到 0.1 倍）',
      'zh-TW': '預設寄售最高價須為發行價的 1 至 1000 倍（可精確到 0.1 倍）',
      en: 'The default resale ceiling must be 1 to 1000 times the issue price (in steps of 0.1)',
      es: 'El precio máximo de reventa predeterminado debe ser de 1 a 1000 veces el precio de emisión (en pasos de 0,1)',
      fr: 'Le plafond de revente par défaut doit être de 1 à 1000 fois le prix d’émission (par pas de 0,1)',
    },
    description:
      'Console brand settings (decision 064): resaleCeilingMultiple, the ceiling of a priced collection without its own, is not a multiple of its issue price from 1 to 1 000 in steps of 0.1.',
  },
  AUTO_COMPLETE_DAYS_INVALID: {
    messages: {
      'zh-CN': '自动确认收货天数须为 1 至 90 之间的整数',
      'zh-TW': '自動確認收貨天數須為 1 至 90 之間的整數',
      en: 'The days before a shipped order completes by itself must be a whole number from 1 to 90',
      es: 'Los días antes de que un pedido enviado se complete solo deben ser un número entero entre 1 y 90',
      fr: 'Le nombre de jours avant qu’une commande expédiée se termine d’elle-même doit être un entier de 1 à 90',
    },
    description:
      'Console brand settings (decision 064): orderAutoCompleteDays (PRODUCT.md §12, default 10) is not a whole number from 1 to 90.',
  },
  HIDDEN_ENTRY_UNKNOWN: {
    messages: {
      'zh-CN': '隐藏列表中有不存在或重复的项目',
      'zh-TW': '隱藏清單中有不存在或重複的項目',
      en: 'The hidden list names an entry that does not exist, or names one twice',
      es: 'La lista de ocultos nombra una entrada que no existe o la nombra dos veces',
      fr: 'La liste des éléments masqués nomme une entrée inexistante, ou la nomme deux fois',
    },
    description:
      "Console brand settings (decision 064): hiddenAccountMenu or hiddenChainInfo (spec §3's config lists, classifications 2 and 1) names an entry outside the contract's ACCOUNT_MENU_KEYS or CHAIN_INFO_KEYS, or one twice.",
  },
  PHONE_AREAS_INVALID: {
    messages: {
      'zh-CN': '请至少选择一个区号，且只能选择平台支持的区号（+86、+852），不可重复',
      'zh-TW': '請至少選擇一個區號，且只能選擇平台支援的區號（+86、+852），不可重複',
      en: 'Choose at least one area code, only among those supported (+86, +852), each once',
      es: 'Elige al menos un prefijo, solo entre los admitidos (+86, +852), cada uno una vez',
      fr: 'Choisissez au moins un indicatif, parmi ceux pris en charge (+86, +852), chacun une fois',
    },
    description:
      'Console brand settings (decision 064): phoneAreas is empty, names a code the product has no phone rule for (PHONE_AREAS), or names one twice.',
  },
  PHONE_AREA_NOT_OFFERED: {
    messages: {
      'zh-CN': '本平台暂不支持该区号的手机号注册',
      'zh-TW': '本平台暫不支援該區號的手機號註冊',
      en: 'This platform does not accept sign-ups with this area code',
      es: 'Esta plataforma no acepta registros con este prefijo',
      fr: 'Cette plateforme n’accepte pas d’inscription avec cet indicatif',
    },
    description:
      "Registering, or asking for a sign-up code, with an area code the tenant's phone areas do not offer (decision 064). Members who signed up before a code was withdrawn still sign in.",
  },
  CREATOR_PAYOUT_OVER_OWED: {
    messages: {
      'zh-CN': '付款金额超过应付给该创作者的金额（{owed}）',
      'zh-TW': '付款金額超過應付給該創作者的金額（{owed}）',
      en: 'The payout is more than the creator is owed ({owed})',
      es: 'El pago supera lo que se le debe al creador ({owed})',
      fr: 'Le versement dépasse ce qui est dû au créateur ({owed})',
    },
    description:
      'Decision 065: consoleRecordCreatorPayout for more than the creator is owed (royalties accrued in the ledger minus payouts recorded); nothing is recorded. {owed} is the amount owed, in yuan.',
  },
  DASHBOARD_PERIOD_INVALID: {
    messages: {
      'zh-CN': '请选择有效的时段（开始不晚于结束，最长 366 天）',
      'zh-TW': '請選擇有效的時段（開始不晚於結束，最長 366 天）',
      en: 'Choose a valid period (the start not after the end, at most 366 days)',
      es: 'Elige un periodo válido (el inicio no después del final, 366 días como máximo)',
      fr: 'Choisissez une période valide (le début avant la fin, 366 jours au plus)',
    },
    description:
      "Decision 065: consoleDashboard's from/to (calendar days of the tenant's time zone) with a start after the end, a date that does not exist, or more than 366 days.",
  },
  REFUND_ITEMS_SPENT: {
    messages: {
      'zh-CN': '该活动订单消耗的藏品已销毁，无法退还，不能退款',
      'zh-TW': '該活動訂單消耗的藏品已銷毀，無法退還，不能退款',
      en: 'The collectibles this activity order spent were burned and cannot be given back, so it cannot be refunded',
      es: 'Los coleccionables que gastó este pedido de actividad se destruyeron y no se pueden devolver; no se puede reembolsar',
      fr: "Les objets de collection dépensés par cette commande d'activité ont été brûlés et ne peuvent être rendus : remboursement impossible",
    },
    description: 'Console (decision 066): consoleRefundOrder of an activity order (type 5) that burned items (spend mode).',
  },
  REFUND_COUPON_REWARD: {
    messages: {
      'zh-CN': '优惠券活动订单已发放优惠券且未收取费用，无需退款',
      'zh-TW': '優惠券活動訂單已發放優惠券且未收取費用，無需退款',
      en: 'A coupon activity order granted its coupon and took no money: there is nothing to refund',
      es: 'Un pedido de actividad de cupón entregó su cupón y no cobró nada: no hay nada que reembolsar',
      fr: "Une commande d'activité de coupon a remis son coupon sans rien encaisser : rien à rembourser",
    },
    description: "Console (decision 066): consoleRefundOrder of a coupon activity's order (free, its coupon granted).",
  },
  ACCOUNT_SUSPENDED: {
    messages: {
      'zh-CN': '你的账号已被暂停使用（{reason}）：可以登录、浏览和导出数据，但不能下单、支付、寄售或转赠',
      'zh-TW': '你的帳號已被暫停使用（{reason}）：可以登入、瀏覽和匯出資料，但不能下單、付款、寄售或轉贈',
      en: 'Your account is suspended ({reason}): you can sign in, browse and export your data, but not order, pay, consign or gift',
      es: 'Tu cuenta está suspendida ({reason}): puedes iniciar sesión, navegar y exportar tus datos, pero no pedir, pagar, consignar ni regalar',
      fr: 'Votre compte est suspendu ({reason}) : vous pouvez vous connecter, parcourir et exporter vos données, mais pas commander, payer, mettre en dépôt-vente ni offrir',
    },
    description:
      'Decision 067: the operator suspended the user (console, user page). placeOrder, confirmActivityOrder, createPayment, payWithWallet, consign and giftCollectible refuse; nothing changes. Signing in, browsing and the data export still work. params {reason}: the reason the operator gave.',
  },
  LISTING_HELD_BY_ORDER: {
    messages: {
      'zh-CN': '该寄售正被买家的待支付订单锁定，订单结束后才能下架',
      'zh-TW': '該寄售正被買家的待付款訂單鎖定，訂單結束後才能下架',
      en: "A buyer's unpaid order holds this listing: take it down once that order is paid or closed",
      es: 'Un pedido sin pagar de un comprador retiene este anuncio: retíralo cuando ese pedido se pague o se cierre',
      fr: "Une commande impayée d'un acheteur retient cette annonce : retirez-la quand cette commande sera payée ou fermée",
    },
    description:
      "Decision 067: consoleTakeDownListing of a listing locked by a buyer's unpaid order. Nothing changes; the order ends within the tenant's payment time (paid: the listing is sold; closed or cancelled: on sale again and can be taken down).",
  },
  LISTING_NOT_ON_SALE: {
    messages: {
      'zh-CN': '该寄售已不在售（已售出、已撤回或已下架）',
      'zh-TW': '該寄售已不在售（已售出、已撤回或已下架）',
      en: 'This listing is no longer on sale (sold, withdrawn or taken down)',
      es: 'Este anuncio ya no está a la venta (vendido, retirado o dado de baja)',
      fr: "Cette annonce n'est plus en vente (vendue, retirée ou supprimée)",
    },
    description:
      'Decision 067: consoleTakeDownListing of a listing that has ended (sold, cancelled by its seller, taken down). Nothing changes.',
  },
  CONDUCT_REASON_INVALID: {
    messages: {
      'zh-CN': '请填写原因（2 至 200 个字，单行）',
      'zh-TW': '請填寫原因（2 至 200 個字，單行）',
      en: 'Please give a reason (2 to 200 characters, one line)',
      es: 'Indica un motivo (de 2 a 200 caracteres, una línea)',
      fr: 'Veuillez indiquer un motif (2 à 200 caractères, une ligne)',
    },
    description:
      'Decision 067: consoleTakeDownListing or consoleSuspendUser without a reason, or with one shorter than 2 characters (longer than 200: TEXT_TOO_LONG 4000036; several lines: TEXT_CHARACTERS_INVALID). The reason is shown to the user in their inbox.',
  },
  USER_ALREADY_SUSPENDED: {
    messages: {
      'zh-CN': '该用户已被暂停使用',
      'zh-TW': '該用戶已被暫停使用',
      en: 'This user is already suspended',
      es: 'Este usuario ya está suspendido',
      fr: 'Cet utilisateur est déjà suspendu',
    },
    description:
      'Decision 067: consoleSuspendUser of a suspended user (two operators at once: one wins, the other gets this). Nothing changes.',
  },
  USER_NOT_SUSPENDED: {
    messages: {
      'zh-CN': '该用户未被暂停使用',
      'zh-TW': '該用戶未被暫停使用',
      en: 'This user is not suspended',
      es: 'Este usuario no está suspendido',
      fr: "Cet utilisateur n'est pas suspendu",
    },
    description: 'Decision 067: consoleLiftSuspension of a user who is not suspended. Nothing changes.',
  },
  SHARE_ITEM_NOT_HELD: {
    messages: {
      'zh-CN': '只能分享您持有的藏品',
      'zh-TW': '只能分享您持有的藏品',
      en: 'You can only share a collectible you hold',
      es: 'Solo puedes compartir un coleccionable que posees',
      fr: 'Vous ne pouvez partager qu’un objet de collection que vous détenez',
    },
    description:
      'Decision 070: createShareLink of an item the user does not hold (another holder’s, burned, unknown or another tenant’s). Nothing is stored.',
  },
  SHARE_LISTING_CLOSED: {
    messages: {
      'zh-CN': '该寄售已结束，无法分享',
      'zh-TW': '該寄售已結束，無法分享',
      en: 'This listing is no longer on sale and cannot be shared',
      es: 'Esta oferta ya no está a la venta y no se puede compartir',
      fr: 'Cette annonce n’est plus en vente et ne peut pas être partagée',
    },
    description: 'Decision 070: createShareLink of a resale listing that was sold or taken off the shelf. Nothing is stored.',
  },
  SHARE_LINK_INVALID: {
    messages: {
      'zh-CN': '分享链接无效',
      'zh-TW': '分享連結無效',
      en: 'This share link is not valid',
      es: 'Este enlace compartido no es válido',
      fr: 'Ce lien de partage n’est pas valide',
    },
    description:
      'Decision 070: getSharedItem with a token that is not a share link of this tenant: changed, forged, cut short, or made on another tenant.',
  },
  SHARE_ITEM_GONE: {
    messages: {
      'zh-CN': '分享者已不再持有该藏品',
      'zh-TW': '分享者已不再持有該藏品',
      en: 'The person who shared this collectible no longer holds it',
      es: 'Quien compartió este coleccionable ya no lo posee',
      fr: 'La personne qui a partagé cet objet ne le détient plus',
    },
    description:
      'Decision 070: getSharedItem of an item its sharer has since given, sold or burned; data.collectionId lets the page offer the collection instead.',
  },
  HELP_PHONE_INVALID: {
    messages: {
      'zh-CN': '客服电话格式不正确',
      'zh-TW': '客服電話格式不正確',
      en: 'The contact phone number is not valid',
      es: 'El teléfono de contacto no es válido',
      fr: 'Le numéro de téléphone de contact n’est pas valide',
    },
    description:
      'Decision 070: consoleSaveTenantDocuments with a help contact phone other than digits, spaces, +, - and parentheses (3 to 30 characters). Nothing is saved.',
  },
  HELP_EMAIL_INVALID: {
    messages: {
      'zh-CN': '客服邮箱格式不正确',
      'zh-TW': '客服信箱格式不正確',
      en: 'The contact email address is not valid',
      es: 'El correo de contacto no es válido',
      fr: 'L’adresse e-mail de contact n’est pas valide',
    },
    description: 'Decision 070: consoleSaveTenantDocuments with a help contact email that is not an address. Nothing is saved.',
  },
};

/** Every code with its name, its message in all five languages and when it is used. */
// Marked pure so that bundles which do not use the catalogue (the web app's first load) leave it out.
export const errorCatalogue = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ ERROR_CODE_NAMES.map((name) => [ErrorCode[name], { name, ...texts[name] }]),
) as Record<ErrorCodeValue, ErrorCatalogueEntry>;

/** The name of a code, or undefined when the code is not in the catalogue. */
export function errorCodeName(code: number): ErrorCodeName | undefined {
  return isErrorCode(code) ? errorCatalogue[code].name : undefined;
}

/**
 * The message of `code` in `lang` (else English), with `{name}` placeholders filled from params.
 * A code missing from the catalogue gives the INTERNAL_ERROR text.
 */
export function errorMessage(code: number, lang: Language, params?: Record<string, string | number>): string {
  const entry = isErrorCode(code) ? errorCatalogue[code] : errorCatalogue[ErrorCode.INTERNAL_ERROR];
  const template = entry.messages[lang] || entry.messages.en;
  return interpolate(template, params);
}
