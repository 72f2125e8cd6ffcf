import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth";

/** GET /api/account/notifications: the Settings switches, stored per user. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean({ error: "emailNotifications must be true or false" }),
  securityAlerts: z.boolean({ error: "securityAlerts must be true or false" }),
  /** The monthly "What's coming" e-mail. */
  comingDuties: z.boolean({ error: "comingDuties must be true or false" }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/account/notifications: a switch left out keeps its value. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial({ comingDuties: true });

/** GET /api/account/security */
export const securityStatusSchema = z.object({ twoFactorEnabled: z.boolean() });
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

const newPassword = z
  .string({ error: "New password is required" })
  .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** POST /api/auth/change-password (checked before the auth library sees it). */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Client form: the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords do not match",
  });

const password = z.string({ error: "Password is required" }).min(1, "Password is required");
export const totpCode = z
  .string({ error: "Code is required" })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");

/** POST /api/auth/two-factor/enable */
export const enableTwoFactorSchema = z.object({ password });
/** How long a browser ticked "Remember this device" at the code step signs in with the password alone. */
export const REMEMBER_DEVICE_DAYS = 30;
const trustDevice = z.boolean({ error: "Remember this device must be true or false" }).optional();
/** POST /api/auth/two-factor/verify-totp: confirming setup, or the second step of signing in. */
export const verifyTotpSchema = z.object({ code: totpCode, trustDevice });
/** POST /api/auth/two-factor/verify-backup-code */
export const verifyBackupCodeSchema = z.object({
  code: z.string({ error: "Backup code is required" }).trim().min(1, "Backup code is required"),
  trustDevice,
});
/** POST /api/auth/two-factor/disable: the password and a current code. */
export const disableTwoFactorSchema = z.object({ password, code: totpCode });

/** Answer of /two-factor/enable: shown once. */
export const twoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** What has to be typed to delete an account. */
export const DELETE_CONFIRMATION = "DELETE";

/** POST /api/account/delete */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: `confirmation is required: type ${DELETE_CONFIRMATION}` })
    .refine((v) => v.trim() === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
  /** The account's password, checked before anything is deleted. */
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  /** A current authenticator code, required when two-factor is on. */
  code: z.string().max(10).optional(),
});
