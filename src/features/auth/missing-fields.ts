import type { SignInField } from './sign-in-problem';

const FIELD_WORDS: Record<SignInField, string> = {
  email: 'Enter the email address of your account.',
  password: 'Enter your password.',
};

/** The checks the form makes before sending, so an empty field costs no request. */
export function missingFields(values: Record<SignInField, string>) {
  const fields: Partial<Record<SignInField, string>> = {};
  if (!values.email.trim()) fields.email = FIELD_WORDS.email;
  if (!values.password) fields.password = FIELD_WORDS.password;
  return fields;
}
