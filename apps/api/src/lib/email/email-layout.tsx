/** @jsxRuntime automatic @jsxImportSource react */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { EmailLook } from './email-look';

/*
 * The one look of every email the product sends: the brand's logo on white over its primary colour's rule and
 * a thin secondary accent, a white card on the brand's light colour, and a footer with the brand's name and
 * address. React escapes every value put in, so user text (names, notes, reasons) is never markup.
 */

const INK = '#1a1a1a';
const MUTED = '#52525b';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: INK, margin: '0 0 16px' };
const muted: CSSProperties = { fontSize: '14px', lineHeight: '20px', color: MUTED, margin: '0 0 12px' };

export function EmailLayout(props: { look: EmailLook; preview: string; children: ReactNode }) {
  const { look } = props;
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: look.tertiary, fontFamily: FONT, margin: 0, padding: '24px 8px' }}>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            borderTop: `6px solid ${look.primary}`,
            overflow: 'hidden',
          }}
        >
          <EmailHeader look={look} />
          <Section style={{ padding: '24px 32px 8px' }}>{props.children}</Section>
          <EmailFooter look={look} />
        </Container>
      </Body>
    </Html>
  );
}

function EmailHeader({ look }: { look: EmailLook }) {
  return (
    <Section style={{ padding: '20px 32px 16px', borderBottom: `3px solid ${look.secondary}` }}>
      <Link href={look.homeUrl} style={{ textDecoration: 'none' }}>
        {look.logoUrl ? (
          <Img
            src={look.logoUrl}
            alt={look.name}
            height="48"
            style={{
              height: '48px',
              width: 'auto',
              maxWidth: '100%',
              color: look.primaryInk,
              fontSize: '22px',
            }}
          />
        ) : (
          <Text style={{ ...text, fontSize: '22px', fontWeight: 700, color: look.primaryInk, margin: 0 }}>
            {look.name}
          </Text>
        )}
      </Link>
    </Section>
  );
}

function EmailFooter({ look }: { look: EmailLook }) {
  const small: CSSProperties = { ...muted, fontSize: '13px', margin: '0 0 4px' };
  return (
    <Section
      style={{ padding: '16px 32px 24px', backgroundColor: '#fafafa', borderTop: '1px solid #e4e4e7' }}
    >
      <Text style={{ ...small, fontWeight: 700, color: INK }}>{look.name}</Text>
      {look.address ? <Text style={small}>{look.address}</Text> : null}
      <Text style={small}>
        <Link href={look.homeUrl} style={{ color: look.primaryInk, textDecoration: 'underline' }}>
          {look.homeUrl.replace(/^https?:\/\//, '')}
        </Link>
      </Text>
      {look.copyright ? <Text style={{ ...small, marginTop: '8px' }}>© {look.copyright}</Text> : null}
    </Section>
  );
}

export function EmailHeading({ look, children }: { look: EmailLook; children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{ fontSize: '22px', lineHeight: '30px', color: look.primaryInk, margin: '0 0 16px' }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...text, ...style }}>{children}</Text>;
}

/** Smaller grey text: what to do if the email was not expected, where to ask. */
export function Muted({ children }: { children: ReactNode }) {
  return <Text style={muted}>{children}</Text>;
}

/** Text the customer wrote (a note, a message): kept as written, line breaks and all. */
export function Quote({ look, children }: { look: EmailLook; children: ReactNode }) {
  return (
    <Text
      style={{
        ...text,
        whiteSpace: 'pre-wrap',
        borderLeft: `4px solid ${look.secondary}`,
        padding: '4px 0 4px 12px',
      }}
    >
      {children}
    </Text>
  );
}

/** A detail per row, its label on the left: reference, when, where. Empty values are left out. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Section style={{ margin: '0 0 16px', borderTop: '1px solid #e4e4e7' }}>
      {shown.map(([label, value]) => (
        <Row key={label} style={{ borderBottom: '1px solid #e4e4e7' }}>
          <Column
            style={{ ...muted, width: '34%', padding: '8px 12px 8px 0', margin: 0, verticalAlign: 'top' }}
          >
            {label}
          </Column>
          <Column style={{ ...text, padding: '8px 0', margin: 0, verticalAlign: 'top' }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}

/** The one thing to do, as a button in the brand's colour, with its address written out below for clients without buttons. */
export function ActionButton({
  look,
  href,
  children,
}: {
  look: EmailLook;
  href: string;
  children: ReactNode;
}) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: look.primary,
          color: look.onPrimary,
          borderRadius: `${look.buttonRadius}px`,
          padding: '12px 20px',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
      <Text style={{ ...muted, fontSize: '13px', margin: '12px 0 0', wordBreak: 'break-all' }}>
        Or open this link:{' '}
        <Link href={href} style={{ color: look.primaryInk }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A plain link in the brand's readable colour. */
export function BrandLink({ look, href, children }: { look: EmailLook; href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: look.primaryInk, textDecoration: 'underline', wordBreak: 'break-all' }}>
      {children}
    </Link>
  );
}
