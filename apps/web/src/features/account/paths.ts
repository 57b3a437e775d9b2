/** The safety pages all live under this folder (spec section 2). */
export const SAFETY = '/pages/account/safety';
export const ABOUT = '/pages/account/about';
