// User-visible account messages. Texts quoted in the spec are kept word for word (marked "spec");
// the others fill gaps the spec leaves. The server sends them as `message`; the web shows them.

export const accountMessages = {
  // Validation (spec section 5)
  passwordRule:
    'Please enter a password with at least 8 characters including at least one number, one letter, and one special character (!@#$%^&*)', // spec
  passwordMismatch: 'Password and confirm password do not match', // spec
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  contactRequired: 'Contact number is required.',
  contactInvalid: 'Please enter a valid contact number (digits, optionally starting with +).',
  addressRequired: 'Address is required.',
  countryRequired: 'Country is required.',
  countryUnknown: 'Please choose a country from the list.',
  passwordRequired: 'Password is required.',
  tokenRequired: 'Token is required.',
  messageRequired: 'Message is required.',
  tooLong: 'This field is too long.',
  nothingToUpdate: 'Nothing to update.',

  // Registration and confirmation
  registered: 'Registration successful! Check your email to activate your account.', // spec
  emailTaken: 'An account with this email already exists.',
  confirmed: 'Your account has been confirmed.', // spec
  confirmTokenInvalid: 'User account not verified.', // spec
  alreadyConfirmed: 'Your account is already confirmed. Please sign in.',
  confirmTokenExpired: 'This confirmation link has expired. Please ask for a new one.',
  confirmationResent:
    'If an unconfirmed account exists for this email, a new confirmation link has been sent.',
  tokenNotInUrl: 'Token not found in the URL.', // spec (web only)

  // Sign-in and session
  signedIn: 'Login successful.',
  badCredentials: 'Invalid email or password.',
  accountUnconfirmed: 'Your account is not confirmed yet. Please use the link in the confirmation email.',
  accountSuspended: 'Your account has been suspended. Please contact us.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  signedOut: 'You have been signed out.',
  signInRequired: 'Please sign in.',
  crossOrigin: 'This request came from another site and was refused.',
  notYours: 'You are not allowed to act on another account.',
  staffOnly: 'Only staff can do that.',
  userNotFound: 'User not found.',

  // Passwords
  resetMailSent: 'Email is sent', // spec: the forgot-password screen compares with this text
  resetLinkSentNotice: 'Password reset link sent! Please check your email.', // spec (web only)
  resetTokenInvalid: 'This password reset link is invalid or has already been used.',
  resetTokenExpired: 'This password reset link has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed', // spec
  currentPasswordWrong: 'Your current password is not correct.',

  // Profile, token, feedback
  profileUpdated: 'Your details have been updated.',
  profileUpdateFailed: 'Update failed. Please Try again.', // spec (web only)
  tokenRotated: 'A new access token has been issued. The old one no longer works.',
  feedbackSent: 'Your feedback has been submitted. Thank You.', // spec
  feedbackFailed: "Email didn't send. Try again.", // spec
  feedbackTooMany: 'You have sent several messages in the last hour. Please try again later.',
  mailFailed: 'We could not send the email. Please try again later.',
} as const;

export type AccountMessageKey = keyof typeof accountMessages;
