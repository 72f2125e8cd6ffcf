import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters"));

export const signUpSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  firstName: personName("First name"),
  lastName: personName("Last name"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * POST /api/auth/sign-up/email answers with this, and no session, whether the address was free or
 * already had an account (that account's owner is e-mailed). The page then signs in with the typed
 * password: a new account gets in, and so does an owner who typed their own password.
 */
export const SIGN_UP_ANSWER =
  "Check your e-mail: we have sent a message to the address you entered. It tells you how to continue.";
export const signUpAnswerSchema = z.object({ message: z.literal(SIGN_UP_ANSWER) });

export const signInSchema = z.object({
  email,
  // No account can have a longer password, so a longer one is refused here, naming the field.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** PUT /api/auth/profile. A new e-mail address also needs the password (and a code with two-factor on). */
export const profileUpdateSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email,
  password: z.string().max(MAX_PASSWORD_LENGTH, "Password is too long").optional(),
  code: z.string().max(10, "Code is too long").optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/auth/user */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  /** Whether the owner has opened the link sent to the address. */
  emailVerified: z.boolean(),
  /** After asking for a new address: where the confirmation link went (the address changes once it is opened). */
  pendingEmail: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Who is signed in on this browser, if anyone: `user` is null for a visitor. */
export const sessionProbeSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionProbe = z.infer<typeof sessionProbeSchema>;

const token = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(512, `${label} is not valid`);

/** POST /api/auth/request-password-reset */
export const requestPasswordResetSchema = z.object({ email });

/** The same answer whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  "If an account uses that address, we have e-mailed it a link to choose a new password. Check your inbox and spam folder.";

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object({
  token: token("The reset link"),
  newPassword: z
    .string({ error: "New password is required" })
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Client form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: resetPasswordSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match",
  });

/**
 * POST /api/auth/unlock-account: the token from the e-mail sent when the account locked, and,
 * when the owner chooses one, a new password.
 */
export const unlockAccountSchema = z.object({
  token: token("The unlock link"),
  newPassword: resetPasswordSchema.shape.newPassword.optional(),
});
export type UnlockAccountInput = z.infer<typeof unlockAccountSchema>;

/** Client form: a new password is optional, and typed twice when given. */
export const unlockAccountFormSchema = z
  .object({
    newPassword: z.union([z.literal(""), resetPasswordSchema.shape.newPassword]),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match",
  });

/** POST /api/auth/verify-email and POST /api/auth/confirm-email: the token from the link. */
export const emailTokenSchema = z.object({ token: token("The link") });

/** Plain confirmation answers of the account e-mail endpoints. */
export const accountMailAnswerSchema = z.object({ message: z.string() });

/** POST /api/auth/two-factor/recovery: `done` once two-factor has been turned off. */
export const twoFactorRecoveryAnswerSchema = z.object({ done: z.boolean(), message: z.string() });

/**
 * GET /api/auth/two-factor/recovery (signed in): when the running recovery's waiting period ends
 * (after it, the next sign-in with the password turns two-factor off), or null when none runs.
 * DELETE on the same path stops it.
 */
export const twoFactorRecoveryStatusSchema = z.object({ endsAt: z.iso.datetime().nullable() });
export type TwoFactorRecoveryStatus = z.infer<typeof twoFactorRecoveryStatusSchema>;
