import { Badge, Card, DataList, HStack, Heading, Text } from '@chakra-ui/react';
import { formatDateTimeLong } from '../../../shared/format.ts';
import type { Client } from '../../../shared/types.ts';
import { GoogleIcon } from '../../../components/icons/account.tsx';

const REGISTRATION_METHODS: Record<Client['registrationMethod'], string> = {
  email: 'Correo electrónico',
  google: 'Google',
  facebook: 'Facebook',
};

/** The read-only part of the profile (SPEC §2 Profile, "Account information"). */
export function AccountInfo({ client }: { client: Client }) {
  const linked = client.oauthProviders.google || client.oauthProviders.facebook;
  return (
    <Card.Root as="section" aria-labelledby="account-info-title" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="account-info-title">
          Información de la cuenta
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
          <DataList.Item>
            <DataList.ItemLabel minW="40">Correo electrónico</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{client.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="40">Último acceso</DataList.ItemLabel>
            <DataList.ItemValue>
              {client.lastLogin ? formatDateTimeLong(client.lastLogin) : 'Sin registro'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="40">Método de registro</DataList.ItemLabel>
            <DataList.ItemValue>
              {REGISTRATION_METHODS[client.registrationMethod] ?? client.registrationMethod}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="40">Correo verificado</DataList.ItemLabel>
            <DataList.ItemValue>
              {client.isEmailVerified ? (
                <Badge colorPalette="green">Verificado</Badge>
              ) : (
                <Badge colorPalette="orange">No verificado</Badge>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          {linked && (
            <DataList.Item>
              <DataList.ItemLabel minW="40">Cuentas vinculadas</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="2">
                  {client.oauthProviders.google && (
                    <Badge variant="outline" gap="1.5">
                      <GoogleIcon />
                      Google
                    </Badge>
                  )}
                  {client.oauthProviders.facebook && <Badge variant="outline">Facebook</Badge>}
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
        <Text srOnly>Estos datos no se pueden editar desde aquí.</Text>
      </Card.Body>
    </Card.Root>
  );
}
