import { TextField, type TextFieldProps } from '../../ui/TextField';

/**
 * The required `emailId` field of the register, feedback, forgot-password and reset-password forms
 * (sign-in has its own: not required, autofilled as the username).
 */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required'>,
) {
  return <TextField label="Email" name="emailId" type="email" autoComplete="email" required {...props} />;
}
