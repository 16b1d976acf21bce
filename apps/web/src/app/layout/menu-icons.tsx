import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BuildOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  DollarOutlined,
  FileTextOutlined,
  FlagOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LockOutlined,
  MailOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  AppstoreOutlined,
} from '@ant-design/icons';
import { cloneElement, isValidElement, type ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  solution: <SolutionOutlined aria-hidden />,
  schedule: <ScheduleOutlined aria-hidden />,
  calendar: <CalendarOutlined aria-hidden />,
  gift: <GiftOutlined aria-hidden />,
  dollar: <DollarOutlined aria-hidden />,
  bank: <BankOutlined aria-hidden />,
  global: <GlobalOutlined aria-hidden />,
  safety: <SafetyOutlined aria-hidden />,
  audit: <AuditOutlined aria-hidden />,
  apartment: <ApartmentOutlined aria-hidden />,
  build: <BuildOutlined aria-hidden />,
  flag: <FlagOutlined aria-hidden />,
  calculator: <CalculatorOutlined aria-hidden />,
  bell: <BellOutlined aria-hidden />,
  mail: <MailOutlined aria-hidden />,
  lock: <LockOutlined aria-hidden />,
  file: <FileTextOutlined aria-hidden />,
  trophy: <TrophyOutlined aria-hidden />,
};

/** A menu item's icon: decoration beside its name, hidden from screen readers. */
export function menuIcon(name: string | undefined): ReactNode {
  const icon = (name && ICONS[name]) || <AppstoreOutlined aria-hidden />;
  return isValidElement<{ 'aria-hidden'?: boolean }>(icon) ? cloneElement(icon, { 'aria-hidden': true }) : icon;
}
