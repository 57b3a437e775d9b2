import type { LocalizedText } from '@curio/contract';
import type { TenantContentKind } from '../../db/schema';

/**
 * The documents every tenant starts with (getTenantContent): short but real texts in zh-CN, zh-TW and
 * en. `{platform}` becomes the tenant's platform name. Operators replace them; the seed only fills
 * what is missing.
 */
export const DEFAULT_CONTENTS: Record<
  TenantContentKind,
  { title: LocalizedText; html: LocalizedText; contact?: { phone: string; email: string; hours: LocalizedText } }
> = {
  agreement: {
    title: { 'zh-CN': '用户协议', 'zh-TW': '用戶協議', en: 'User agreement' },
    html: {
      'zh-CN': `<h2>{platform}用户协议</h2>
<p>欢迎使用{platform}。注册或登录即表示您已阅读并同意本协议。</p>
<ol>
<li><strong>账号</strong>：您以手机号注册，一个手机号在本平台只能注册一个账号。请妥善保管密码与支付密码，因您泄露密码造成的损失由您自行承担。</li>
<li><strong>数字藏品</strong>：数字藏品是基于区块链技术生成的数字作品凭证，仅供欣赏、收藏与展示，不具备投资或金融属性。平台严禁炒作、场外交易及任何违法用途。</li>
<li><strong>实名认证</strong>：购买、转赠等操作需先完成实名认证；未满18周岁的用户无法完成实名认证。</li>
<li><strong>行为规范</strong>：您不得利用本平台从事违法违规活动，不得干扰平台正常运行。违反者平台有权限制或终止服务。</li>
<li><strong>协议变更</strong>：本协议更新时将在平台公示，您继续使用即视为接受更新后的协议。</li>
</ol>`,
      'zh-TW': `<h2>{platform}用戶協議</h2>
<p>歡迎使用{platform}。註冊或登入即表示您已閱讀並同意本協議。</p>
<ol>
<li><strong>帳號</strong>：您以手機號碼註冊，一個手機號碼在本平台只能註冊一個帳號。請妥善保管密碼與支付密碼，因您洩露密碼造成的損失由您自行承擔。</li>
<li><strong>數位藏品</strong>：數位藏品是基於區塊鏈技術產生的數位作品憑證，僅供欣賞、收藏與展示，不具備投資或金融屬性。平台嚴禁炒作、場外交易及任何違法用途。</li>
<li><strong>實名認證</strong>：購買、轉贈等操作需先完成實名認證；未滿18歲的用戶無法完成實名認證。</li>
<li><strong>行為規範</strong>：您不得利用本平台從事違法違規活動，不得干擾平台正常運作。違反者平台有權限制或終止服務。</li>
<li><strong>協議變更</strong>：本協議更新時將於平台公告，您繼續使用即視為接受更新後的協議。</li>
</ol>`,
      en: `<h2>{platform} user agreement</h2>
<p>Welcome to {platform}. By registering or logging in you confirm that you have read and accept this agreement.</p>
<ol>
<li><strong>Account</strong>: you register with your phone number; one number holds one account on this platform. Keep your password and pay password safe; losses caused by sharing them are your own.</li>
<li><strong>Digital collectibles</strong>: a digital collectible is a blockchain-backed certificate of a digital work, for enjoyment, collecting and display only. It is not an investment or a financial product; speculation, off-platform trading and unlawful use are forbidden.</li>
<li><strong>Real name</strong>: buying and gifting need real-name verification; people under 18 cannot complete it.</li>
<li><strong>Conduct</strong>: do not use the platform for anything unlawful or to disturb its operation. The platform may restrict or end the service for anyone who does.</li>
<li><strong>Changes</strong>: changes to this agreement are announced on the platform; using it afterwards means you accept them.</li>
</ol>`,
    },
  },
  policy: {
    title: { 'zh-CN': '隐私政策', 'zh-TW': '隱私權政策', en: 'Privacy policy' },
    html: {
      'zh-CN': `<h2>{platform}隐私政策</h2>
<p>我们重视您的个人信息保护，并仅在提供服务所必需的范围内收集和使用。</p>
<ol>
<li><strong>我们收集的信息</strong>：手机号（注册与登录）、实名认证所需的姓名与身份证号、您上传的头像与填写的昵称和简介、订单与藏品记录。</li>
<li><strong>如何保护</strong>：密码与支付密码仅以不可逆的哈希形式保存；姓名与身份证号加密存储，页面中只显示部分遮盖的内容；链账户私钥由平台加密托管，不会离开服务器。</li>
<li><strong>如何使用</strong>：用于账号安全、实名认证、交易履约与客户服务；短信验证码仅用于验证您本人操作。</li>
<li><strong>共享</strong>：仅为完成实名认证、短信发送、支付等必要环节，与对应服务提供方共享最少的信息。</li>
<li><strong>您的权利</strong>：您可以查看和修改个人资料，也可以联系我们导出数据或注销账号。</li>
</ol>`,
      'zh-TW': `<h2>{platform}隱私權政策</h2>
<p>我們重視您的個人資料保護，並僅在提供服務所必需的範圍內蒐集和使用。</p>
<ol>
<li><strong>我們蒐集的資料</strong>：手機號碼（註冊與登入）、實名認證所需的姓名與身分證號碼、您上傳的頭像與填寫的暱稱和簡介、訂單與藏品紀錄。</li>
<li><strong>如何保護</strong>：密碼與支付密碼僅以不可逆的雜湊形式保存；姓名與身分證號碼加密儲存，頁面中只顯示部分遮蓋的內容；鏈帳戶私鑰由平台加密託管，不會離開伺服器。</li>
<li><strong>如何使用</strong>：用於帳號安全、實名認證、交易履約與客戶服務；簡訊驗證碼僅用於驗證您本人操作。</li>
<li><strong>共享</strong>：僅為完成實名認證、簡訊發送、付款等必要環節，與對應服務提供者共享最少的資料。</li>
<li><strong>您的權利</strong>：您可以查看和修改個人資料，也可以聯絡我們匯出資料或註銷帳號。</li>
</ol>`,
      en: `<h2>{platform} privacy policy</h2>
<p>We protect your personal information and collect and use it only as far as the service needs.</p>
<ol>
<li><strong>What we collect</strong>: your phone number (registration and login), the name and ID number real-name verification needs, the avatar, nickname and introduction you provide, and your order and collectible records.</li>
<li><strong>How we protect it</strong>: passwords and pay passwords are kept only as one-way hashes; names and ID numbers are stored encrypted and shown only partly masked; chain account keys are held encrypted by the platform and never leave its servers.</li>
<li><strong>How we use it</strong>: for account security, real-name verification, fulfilling orders and customer service; verification codes only confirm that it is you.</li>
<li><strong>Sharing</strong>: only the least information needed, and only with the providers of real-name verification, text messages and payment.</li>
<li><strong>Your rights</strong>: you can view and change your profile, and ask us to export your data or delete your account.</li>
</ol>`,
    },
  },
  realNameAgreement: {
    title: { 'zh-CN': '实名认证服务协议', 'zh-TW': '實名認證服務協議', en: 'Real-name verification service agreement' },
    html: {
      'zh-CN': `<h2>实名认证服务协议</h2>
<p>为遵守法律法规并保障交易安全，{platform}需要对购买、转赠数字藏品的用户进行实名认证。</p>
<ol>
<li>您需提供本人真实的姓名与18位居民身份证号码，并授权平台委托认证服务机构核验其与您注册手机号的一致性。</li>
<li>每位用户每天最多可提交5次认证；未满18周岁的用户无法通过认证；同一身份证号在本平台只能认证一个账号。</li>
<li>认证信息加密保存，仅用于身份核验与合规要求，页面中只显示遮盖后的姓名与证件号。</li>
<li>认证通过后不可更改；如信息有误，请联系客服处理。</li>
</ol>`,
      'zh-TW': `<h2>實名認證服務協議</h2>
<p>為遵守法律法規並保障交易安全，{platform}需要對購買、轉贈數位藏品的用戶進行實名認證。</p>
<ol>
<li>您需提供本人真實的姓名與18位居民身分證號碼，並授權平台委託認證服務機構核驗其與您註冊手機號碼的一致性。</li>
<li>每位用戶每天最多可提交5次認證；未滿18歲的用戶無法通過認證；同一身分證號碼在本平台只能認證一個帳號。</li>
<li>認證資料加密保存，僅用於身分核驗與合規要求，頁面中只顯示遮蓋後的姓名與證件號碼。</li>
<li>認證通過後不可更改；如資料有誤，請聯絡客服處理。</li>
</ol>`,
      en: `<h2>Real-name verification service agreement</h2>
<p>To comply with the law and keep trading safe, {platform} verifies the real name of everyone who buys or gifts digital collectibles.</p>
<ol>
<li>You provide your own real name and 18-digit resident ID number, and allow the platform to have a verification service check them against your registered phone number.</li>
<li>Each user may submit at most 5 attempts a day; people under 18 cannot be verified; one ID number verifies one account on this platform.</li>
<li>Your details are stored encrypted, used only for identity checks and compliance, and shown only masked.</li>
<li>A verified identity cannot be changed; if something is wrong, contact customer service.</li>
</ol>`,
    },
  },
  digitalIdentity: {
    title: { 'zh-CN': '数字身份登录说明', 'zh-TW': '數位身分登入說明', en: 'About digital identity sign-in' },
    html: {
      'zh-CN': `<h2>使用数字身份（DID）登录</h2>
<p>数字身份由合作方应用签发。授权后，合作方将您的身份凭证与手机号交给{platform}：</p>
<ol>
<li>若该手机号已在{platform}注册，数字身份将绑定到原账号；否则将为您自动创建账号。</li>
<li>一个数字身份只能绑定一个账号，绑定后可在“实名认证”中一键使用合作方已核验的实名信息。</li>
<li>通过数字身份创建的账号可稍后在“账号安全”中设置登录密码。</li>
</ol>`,
      'zh-TW': `<h2>使用數位身分（DID）登入</h2>
<p>數位身分由合作方應用程式簽發。授權後，合作方會將您的身分憑證與手機號碼交給{platform}：</p>
<ol>
<li>若該手機號碼已在{platform}註冊，數位身分將綁定到原帳號；否則將為您自動建立帳號。</li>
<li>一個數位身分只能綁定一個帳號，綁定後可在「實名認證」中一鍵使用合作方已核驗的實名資料。</li>
<li>透過數位身分建立的帳號可稍後在「帳號安全」中設定登入密碼。</li>
</ol>`,
      en: `<h2>Signing in with a digital identity (DID)</h2>
<p>A digital identity is issued by a partner app. When you authorize it, the partner hands your identity token and phone number to {platform}:</p>
<ol>
<li>If the phone number already has a {platform} account, the identity is bound to it; otherwise an account is created for you.</li>
<li>One identity binds one account. Once bound, real-name verification can use the identity the partner already verified, in one tap.</li>
<li>An account created this way can set a login password later under account safety.</li>
</ol>`,
    },
  },
  help: {
    // The help page (issue 32 item 14, decision 070): one question per heading; the contact below the FAQ.
    // No phone or email to start with (the operator's own; a made-up one would send users nowhere).
    title: { 'zh-CN': '帮助中心', 'zh-TW': '幫助中心', en: 'Help centre' },
    html: {
      'zh-CN': `<h3>如何购买数字藏品？</h3>
<p>先完成实名认证并开通链账户，然后在藏品详情页点击“立即购买”，在规定时间内完成支付即可。支付成功后藏品立即归您所有，上链完成前显示“铸造中”。</p>
<h3>为什么我的订单被关闭了？</h3>
<p>订单需在倒计时结束前完成支付，超时未支付的订单会自动关闭，库存返还。如支付在关闭后才到账，款项将原路自动退回。</p>
<h3>藏品可以转赠或寄售吗？</h3>
<p>可以。获得藏品后需等待冷却期结束，才能转赠给已实名并开通链账户的用户，或在寄售市场上架。转赠与寄售都需要输入支付密码确认。</p>
<h3>如何分享我的藏品？</h3>
<p>在藏品、寄售或我持有的藏品页面点击“分享”，可以复制链接或保存带二维码的海报。他人打开您持有藏品的链接，只能看到藏品、编号和您遮盖后的昵称。</p>
<h3>忘记了支付密码怎么办？</h3>
<p>在“我的 → 账户安全”中选择“忘记支付密码”，通过短信验证码即可重新设置。</p>`,
      'zh-TW': `<h3>如何購買數位藏品？</h3>
<p>先完成實名認證並開通鏈帳戶，然後在藏品詳情頁點擊「立即購買」，在規定時間內完成付款即可。付款成功後藏品立即歸您所有，上鏈完成前顯示「鑄造中」。</p>
<h3>為什麼我的訂單被關閉了？</h3>
<p>訂單需在倒數結束前完成付款，逾時未付款的訂單會自動關閉，庫存返還。如付款在關閉後才到帳，款項將原路自動退回。</p>
<h3>藏品可以轉贈或寄售嗎？</h3>
<p>可以。取得藏品後需等待冷卻期結束，才能轉贈給已實名並開通鏈帳戶的用戶，或在寄售市場上架。轉贈與寄售都需要輸入支付密碼確認。</p>
<h3>如何分享我的藏品？</h3>
<p>在藏品、寄售或我持有的藏品頁面點擊「分享」，可以複製連結或儲存帶 QR 碼的海報。他人打開您持有藏品的連結，只能看到藏品、編號和您遮蓋後的暱稱。</p>
<h3>忘記了支付密碼怎麼辦？</h3>
<p>在「我的 → 帳號安全」中選擇「忘記支付密碼」，透過簡訊驗證碼即可重新設定。</p>`,
      en: `<h3>How do I buy a digital collectible?</h3>
<p>Verify your real name and open your chain account first. Then tap "Buy now" on the collectible's page and pay before the countdown ends. It is yours as soon as the payment succeeds; it shows "minting" until the chain confirms it.</p>
<h3>Why was my order closed?</h3>
<p>An order must be paid before its countdown ends; an unpaid order closes by itself and its stock returns. A payment that arrives after the close is refunded automatically.</p>
<h3>Can I gift or resell a collectible?</h3>
<p>Yes. After its cooling period you can gift it to a verified user with a chain account, or list it on the resale market. Both are confirmed with your pay password.</p>
<h3>How do I share my collectible?</h3>
<p>Tap "Share" on a collection, a listing or an item you hold to copy its link or save a poster with a QR code. Someone who opens the link to an item you hold sees only the item, its serial number and your masked nickname.</p>
<h3>I forgot my pay password</h3>
<p>Go to Mine → Account security → Forgot pay password and set a new one with a verification code.</p>`,
    },
    contact: {
      phone: '',
      email: '',
      hours: { 'zh-CN': '每天 9:00–21:00', 'zh-TW': '每天 9:00–21:00', en: 'Daily 9:00–21:00 (China time)' },
    },
  },
};

/** The documents for one platform: `{platform}` filled in every language. */
export function contentsFor(platformName: string) {
  const fill = (t: LocalizedText): LocalizedText =>
    Object.fromEntries(
      Object.entries(t).map(([lang, text]) => [lang, text.replaceAll('{platform}', platformName)]),
    ) as LocalizedText;
  return (Object.keys(DEFAULT_CONTENTS) as TenantContentKind[]).map((kind) => ({
    kind,
    title: fill(DEFAULT_CONTENTS[kind].title),
    html: fill(DEFAULT_CONTENTS[kind].html),
    ...(DEFAULT_CONTENTS[kind].contact ? { contact: DEFAULT_CONTENTS[kind].contact } : {}),
  }));
}
