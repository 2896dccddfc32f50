/**
 * The one way LawDesk draws its line icons: a 24px grid, 1.8 stroke, rendered through Chakra's Icon so size and
 * colour follow the usual style props. No icon package is installed; a few dozen paths cost less than one.
 * Modules keep their own icon files (so icons load with their lazy chunks) and all draw through this factory.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import { type ReactNode } from 'react';

export function lineIcon(name: string, children: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <Icon boxSize="4" {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {children}
        </svg>
      </Icon>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}
