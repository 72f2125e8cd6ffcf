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

export const signInSchema = z.object({
  email,
  // No account can have a longer password, so a longer one is refused here, naming the field.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** PUT /api/auth/profile */
export const profileUpdateSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email,
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
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
