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
  UserOutlined,
  AppstoreOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  solution: <SolutionOutlined />,
  schedule: <ScheduleOutlined />,
  calendar: <CalendarOutlined />,
  gift: <GiftOutlined />,
  dollar: <DollarOutlined />,
  bank: <BankOutlined />,
  global: <GlobalOutlined />,
  safety: <SafetyOutlined />,
  audit: <AuditOutlined />,
  apartment: <ApartmentOutlined />,
  build: <BuildOutlined />,
  flag: <FlagOutlined />,
  calculator: <CalculatorOutlined />,
  bell: <BellOutlined />,
  mail: <MailOutlined />,
  lock: <LockOutlined />,
  file: <FileTextOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return (name && ICONS[name]) ?? <AppstoreOutlined />;
}
