/** spec 2 §4, §9: the resend countdown, in seconds. */
export const SMS_RESEND_SECONDS = 60;
