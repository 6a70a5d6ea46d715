import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@app/shared/api/auth.ts';
import { CheckboxField, TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { storeUser } from '../../../lib/storage.ts';
import { texts } from '../../../lib/texts.ts';
import { useLogin } from '../api/login.ts';
import '../../../styles/forms.css';

export default function LoginPage() {
  const t = texts.login;
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await login.mutateAsync(values);
      storeUser(reply.user);
      window.location.href = '/';
    } catch (e) {
      window.alert(isApiError(e) ? (e.serverMessage ?? t.failed) : t.exception);
    }
  });

  return (
    <div className="page form-page">
      <section className="card form-card" aria-labelledby="login-title">
        <h1 id="login-title" className="form-card__title">
          {t.title}
        </h1>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            id="login-username"
            label={t.username}
            required
            autoComplete="username"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            id="login-password"
            label={t.password}
            required
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="form-row form-row--split">
            <CheckboxField id="login-remember" label={t.remember} {...register('remember')} />
            <Link to="/support" className="form-link">
              {t.forgot}
            </Link>
          </div>
          <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
            {login.isPending ? texts.common.loading : t.submit}
          </button>
        </form>
        <p className="form-card__foot">
          {t.noAccount} <Link to="/auth/register">{t.register}</Link>
        </p>
        <p className="form-card__terms">{t.terms}</p>
      </section>
    </div>
  );
}
