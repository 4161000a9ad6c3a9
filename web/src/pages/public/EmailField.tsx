import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/**
 * The required `emailId` field of the register, feedback, forgot-password and reset-password forms
 * (sign-in has its own: not required, autofilled as the username).
 */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required'>,
) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.email')}
      name="emailId"
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
