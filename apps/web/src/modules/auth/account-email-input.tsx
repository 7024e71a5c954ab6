// The account's email on the sign-in and the forgotten-password screens: the user name a password
// manager fills in, needed without an asterisk (the screen asks for nothing optional).
import { TextInput } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export function AccountEmailInput(
  props: Omit<ComponentPropsWithoutRef<typeof TextInput>, 'type' | 'name' | 'autoComplete'>,
) {
  return (
    <TextInput type="email" name="email" autoComplete="username" required withAsterisk={false} {...props} />
  );
}
