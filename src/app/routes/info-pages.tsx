import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '../../config/paths.ts';

function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Box
        as="main"
        maxW="3xl"
        mx="auto"
        px="6"
        py="12"
        display="flex"
        flexDirection="column"
        gap="4"
      >
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
        <Text>
          <Link to={paths.home.getHref()} style={{ textDecoration: 'underline' }}>
            Volver al inicio
          </Link>
        </Text>
      </Box>
    </>
  );
}

export function TermsRoute() {
  return (
    <InfoPage title="Términos y condiciones">
      <Text>
        Refugio conecta a viajeros con anfitriones de cabañas en México. Al reservar aceptas pagar
        el total mostrado en pesos mexicanos (MXN), que incluye IVA y la comisión de servicio.
      </Text>
      <Text>
        Las reservas no son reembolsables. La estancia ocupa las noches entre la fecha de llegada y
        la de salida, y debe respetar la capacidad y la estancia mínima de cada cabaña.
      </Text>
      <Text>
        Los pagos con tarjeta se procesan a través de nuestro proveedor de pagos; Refugio nunca
        guarda los datos de tu tarjeta.
      </Text>
    </InfoPage>
  );
}

export function PrivacyRoute() {
  return (
    <InfoPage title="Aviso de privacidad">
      <Text>
        Usamos tu nombre, correo electrónico y teléfono para gestionar tus reservas y, si lo
        autorizas, para enviarte notificaciones. No vendemos tus datos personales.
      </Text>
      <Text>
        Tus reservas se guardan en este dispositivo para que puedas consultarlas sin conexión; se
        borran al cerrar sesión. Puedes pedir el acceso, la rectificación o la cancelación de tus
        datos escribiendo a privacidad@refugio.mx.
      </Text>
    </InfoPage>
  );
}
