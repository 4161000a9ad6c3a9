import { accountMessages } from '@zuban/contract/messages';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/**
 * A password input with the spec's strength rule standing under it from the start. Leaving the
 * field with a weak password (the spec checks on blur) only turns the same words into the error,
 * so the form below keeps its place and the click that left the field lands where it was aimed
 * (#23: a growing message moved the submit button away from the pointer).
 */
export function PasswordField({ error, ...rest }: Omit<TextFieldProps, 'hint' | 'type'>) {
  return (
    <TextField
      type="password"
      {...rest}
      error={error}
      hint={error ? undefined : accountMessages.passwordRule}
    />
  );
}
