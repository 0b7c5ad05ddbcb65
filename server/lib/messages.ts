/**
 * Server-side message catalogue: every `msg` the API returns, in the six languages of the app.
 * The `Lang` request header picks the language (en, zh, kr, id, vn, fil); English is the default.
 * `{name}` placeholders are filled from the error's params.
 */

export const LANGS = ['en', 'zh', 'kr', 'id', 'vn', 'fil'] as const;
export type Lang = (typeof LANGS)[number];

type Translations = Record<Lang, string>;

const catalogue = {
  // ---- successes ----
  success: {
    en: 'Success',
    zh: '成功',
    kr: '성공',
    id: 'Berhasil',
    vn: 'Thành công',
    fil: 'Matagumpay',
  },
  code_sent: {
    en: 'Verification code sent',
    zh: '验证码已发送',
    kr: '인증 코드가 전송되었습니다',
    id: 'Kode verifikasi telah dikirim',
    vn: 'Đã gửi mã xác minh',
    fil: 'Naipadala na ang verification code',
  },
  registered: {
    en: 'Registration successful',
    zh: '注册成功',
    kr: '회원가입이 완료되었습니다',
    id: 'Pendaftaran berhasil',
    vn: 'Đăng ký thành công',
    fil: 'Matagumpay ang pagpaparehistro',
  },
  logged_in: {
    en: 'Login successful',
    zh: '登录成功',
    kr: '로그인되었습니다',
    id: 'Berhasil masuk',
    vn: 'Đăng nhập thành công',
    fil: 'Matagumpay ang pag-login',
  },
  updated: {
    en: 'Updated successfully',
    zh: '更新成功',
    kr: '업데이트되었습니다',
    id: 'Berhasil diperbarui',
    vn: 'Cập nhật thành công',
    fil: 'Matagumpay na na-update',
  },
  password_changed: {
    en: 'Password changed successfully',
    zh: '密码修改成功',
    kr: '비밀번호가 변경되었습니다',
    id: 'Kata sandi berhasil diubah',
    vn: 'Đổi mật khẩu thành công',
    fil: 'Matagumpay na napalitan ang password',
  },
  pay_password_changed: {
    en: 'Security password changed successfully',
    zh: '安全密码修改成功',
    kr: '보안 비밀번호가 변경되었습니다',
    id: 'Kata sandi keamanan berhasil diubah',
    vn: 'Đổi mật khẩu bảo mật thành công',
    fil: 'Matagumpay na napalitan ang security password',
  },
  uploaded: {
    en: 'Upload successful',
    zh: '上传成功',
    kr: '업로드되었습니다',
    id: 'Unggahan berhasil',
    vn: 'Tải lên thành công',
    fil: 'Matagumpay ang pag-upload',
  },
  session_expired_marked: {
    en: 'The session is now expired',
    zh: '该会话已设为过期',
    kr: '세션이 만료 처리되었습니다',
    id: 'Sesi telah ditandai kedaluwarsa',
    vn: 'Phiên đã được đánh dấu hết hạn',
    fil: 'Itinakdang expired na ang session',
  },

  // ---- generic errors ----
  not_found: {
    en: 'Not found',
    zh: '未找到',
    kr: '찾을 수 없습니다',
    id: 'Tidak ditemukan',
    vn: 'Không tìm thấy',
    fil: 'Hindi natagpuan',
  },
  internal_error: {
    en: 'Internal server error, please try again later',
    zh: '服务器内部错误，请稍后重试',
    kr: '서버 내부 오류입니다. 잠시 후 다시 시도해 주세요',
    id: 'Terjadi kesalahan server, silakan coba lagi nanti',
    vn: 'Lỗi máy chủ, vui lòng thử lại sau',
    fil: 'Nagkaroon ng error sa server, pakisubukang muli mamaya',
  },
  body_not_json: {
    en: 'The request body must be a JSON object',
    zh: '请求体必须是 JSON 对象',
    kr: '요청 본문은 JSON 객체여야 합니다',
    id: 'Isi permintaan harus berupa objek JSON',
    vn: 'Nội dung yêu cầu phải là một đối tượng JSON',
    fil: 'Ang body ng request ay dapat isang JSON object',
  },
  body_too_large: {
    en: 'The request body is too large',
    zh: '请求体过大',
    kr: '요청 본문이 너무 큽니다',
    id: 'Isi permintaan terlalu besar',
    vn: 'Nội dung yêu cầu quá lớn',
    fil: 'Masyadong malaki ang body ng request',
  },
  field_required: {
    en: 'The field "{field}" is required',
    zh: '缺少必填字段“{field}”',
    kr: '"{field}" 항목은 필수입니다',
    id: 'Kolom "{field}" wajib diisi',
    vn: 'Trường "{field}" là bắt buộc',
    fil: 'Kailangan ang field na "{field}"',
  },
  field_invalid: {
    en: 'The field "{field}" has an invalid value',
    zh: '字段“{field}”的值无效',
    kr: '"{field}" 항목의 값이 올바르지 않습니다',
    id: 'Nilai kolom "{field}" tidak valid',
    vn: 'Giá trị của trường "{field}" không hợp lệ',
    fil: 'Hindi wasto ang value ng field na "{field}"',
  },

  // ---- e-mail and verification codes ----
  email_required: {
    en: 'Enter e-mail',
    zh: '请输入邮箱',
    kr: '이메일을 입력하세요',
    id: 'Masukkan e-mail',
    vn: 'Nhập e-mail',
    fil: 'Ilagay ang e-mail',
  },
  email_invalid: {
    en: 'Please enter the correct e-mail',
    zh: '请输入正确的邮箱',
    kr: '올바른 이메일을 입력하세요',
    id: 'Masukkan e-mail yang benar',
    vn: 'Vui lòng nhập đúng e-mail',
    fil: 'Pakilagay ang tamang e-mail',
  },
  email_taken: {
    en: 'This e-mail is already registered',
    zh: '该邮箱已注册',
    kr: '이미 가입된 이메일입니다',
    id: 'E-mail ini sudah terdaftar',
    vn: 'E-mail này đã được đăng ký',
    fil: 'Nakarehistro na ang e-mail na ito',
  },
  code_type_invalid: {
    en: 'Unsupported verification code type',
    zh: '不支持的验证码类型',
    kr: '지원하지 않는 인증 코드 유형입니다',
    id: 'Jenis kode verifikasi tidak didukung',
    vn: 'Loại mã xác minh không được hỗ trợ',
    fil: 'Hindi suportado ang uri ng verification code',
  },
  code_required: {
    en: 'Enter the e-mail verification code',
    zh: '请输入邮箱验证码',
    kr: '이메일 인증 코드를 입력하세요',
    id: 'Masukkan kode verifikasi e-mail',
    vn: 'Nhập mã xác minh e-mail',
    fil: 'Ilagay ang verification code mula sa e-mail',
  },
  code_invalid: {
    en: 'The verification code is incorrect or has expired',
    zh: '验证码错误或已过期',
    kr: '인증 코드가 올바르지 않거나 만료되었습니다',
    id: 'Kode verifikasi salah atau sudah kedaluwarsa',
    vn: 'Mã xác minh không đúng hoặc đã hết hạn',
    fil: 'Mali o expired na ang verification code',
  },
  code_throttled: {
    en: 'Please wait {seconds} seconds before requesting a new code',
    zh: '请等待 {seconds} 秒后再获取新的验证码',
    kr: '{seconds}초 후에 새 인증 코드를 요청하세요',
    id: 'Tunggu {seconds} detik sebelum meminta kode baru',
    vn: 'Vui lòng đợi {seconds} giây trước khi yêu cầu mã mới',
    fil: 'Maghintay ng {seconds} segundo bago humingi ng bagong code',
  },
  mailbox_empty: {
    en: 'No unused verification code for this e-mail',
    zh: '该邮箱没有未使用的验证码',
    kr: '이 이메일에 사용되지 않은 인증 코드가 없습니다',
    id: 'Tidak ada kode verifikasi yang belum dipakai untuk e-mail ini',
    vn: 'Không có mã xác minh chưa sử dụng cho e-mail này',
    fil: 'Walang hindi pa nagagamit na verification code para sa e-mail na ito',
  },

  // ---- nickname ----
  nickname_required: {
    en: 'Enter nickname',
    zh: '请输入昵称',
    kr: '닉네임을 입력하세요',
    id: 'Masukkan nama panggilan',
    vn: 'Nhập biệt danh',
    fil: 'Ilagay ang nickname',
  },
  nickname_charset: {
    en: 'Nickname must be a combination of letters and digits, or letters only',
    zh: '昵称必须是字母与数字的组合或纯字母',
    kr: '닉네임은 영문자와 숫자 조합 또는 영문자만 사용할 수 있습니다',
    id: 'Nama panggilan harus kombinasi huruf dan angka, atau huruf saja',
    vn: 'Biệt danh phải là kết hợp chữ cái và chữ số, hoặc chỉ chữ cái',
    fil: 'Ang nickname ay dapat kombinasyon ng mga letra at numero, o mga letra lamang',
  },
  nickname_too_short: {
    en: 'Nickname minimum length is 6',
    zh: '昵称长度至少为 6 位',
    kr: '닉네임은 최소 6자 이상이어야 합니다',
    id: 'Panjang nama panggilan minimal 6',
    vn: 'Biệt danh phải có ít nhất 6 ký tự',
    fil: 'Ang nickname ay dapat hindi bababa sa 6 na character',
  },
  nickname_too_long: {
    en: 'Nickname maximum length is {max}',
    zh: '昵称长度最多为 {max} 位',
    kr: '닉네임은 최대 {max}자까지 가능합니다',
    id: 'Panjang nama panggilan maksimal {max}',
    vn: 'Biệt danh tối đa {max} ký tự',
    fil: 'Ang nickname ay hanggang {max} na character lamang',
  },
  nickname_taken: {
    en: 'This nickname is already taken',
    zh: '该昵称已被使用',
    kr: '이미 사용 중인 닉네임입니다',
    id: 'Nama panggilan ini sudah dipakai',
    vn: 'Biệt danh này đã được sử dụng',
    fil: 'May gumagamit na ng nickname na ito',
  },

  // ---- passwords, invite, login ----
  password_required: {
    en: 'Enter password',
    zh: '请输入密码',
    kr: '비밀번호를 입력하세요',
    id: 'Masukkan kata sandi',
    vn: 'Nhập mật khẩu',
    fil: 'Ilagay ang password',
  },
  password_format: {
    en: 'The password must be sent as an MD5 hex digest',
    zh: '密码必须以 MD5 十六进制摘要形式提交',
    kr: '비밀번호는 MD5 16진수 다이제스트로 보내야 합니다',
    id: 'Kata sandi harus dikirim sebagai digest MD5 heksadesimal',
    vn: 'Mật khẩu phải được gửi dưới dạng chuỗi băm MD5 hệ thập lục phân',
    fil: 'Dapat ipadala ang password bilang MD5 hex digest',
  },
  pay_password_required: {
    en: 'Enter security password',
    zh: '请输入安全密码',
    kr: '보안 비밀번호를 입력하세요',
    id: 'Masukkan kata sandi keamanan',
    vn: 'Nhập mật khẩu bảo mật',
    fil: 'Ilagay ang security password',
  },
  pay_password_format: {
    en: 'The security password must be sent as an MD5 hex digest',
    zh: '安全密码必须以 MD5 十六进制摘要形式提交',
    kr: '보안 비밀번호는 MD5 16진수 다이제스트로 보내야 합니다',
    id: 'Kata sandi keamanan harus dikirim sebagai digest MD5 heksadesimal',
    vn: 'Mật khẩu bảo mật phải được gửi dưới dạng chuỗi băm MD5 hệ thập lục phân',
    fil: 'Dapat ipadala ang security password bilang MD5 hex digest',
  },
  invite_required: {
    en: 'Enter invite code',
    zh: '请输入邀请码',
    kr: '초대 코드를 입력하세요',
    id: 'Masukkan kode undangan',
    vn: 'Nhập mã mời',
    fil: 'Ilagay ang invite code',
  },
  invite_invalid: {
    en: 'The invite code does not exist',
    zh: '邀请码不存在',
    kr: '존재하지 않는 초대 코드입니다',
    id: 'Kode undangan tidak ditemukan',
    vn: 'Mã mời không tồn tại',
    fil: 'Walang ganitong invite code',
  },
  login_failed: {
    en: 'Incorrect e-mail or password',
    zh: '邮箱或密码错误',
    kr: '이메일 또는 비밀번호가 올바르지 않습니다',
    id: 'E-mail atau kata sandi salah',
    vn: 'E-mail hoặc mật khẩu không đúng',
    fil: 'Mali ang e-mail o password',
  },
  old_password_required: {
    en: 'Enter the old password',
    zh: '请输入旧密码',
    kr: '기존 비밀번호를 입력하세요',
    id: 'Masukkan kata sandi lama',
    vn: 'Nhập mật khẩu cũ',
    fil: 'Ilagay ang lumang password',
  },
  new_password_required: {
    en: 'Enter the new password',
    zh: '请输入新密码',
    kr: '새 비밀번호를 입력하세요',
    id: 'Masukkan kata sandi baru',
    vn: 'Nhập mật khẩu mới',
    fil: 'Ilagay ang bagong password',
  },
  confirm_password_required: {
    en: 'Confirm the new password',
    zh: '请确认新密码',
    kr: '새 비밀번호를 한 번 더 입력하세요',
    id: 'Konfirmasi kata sandi baru',
    vn: 'Xác nhận mật khẩu mới',
    fil: 'Kumpirmahin ang bagong password',
  },
  old_password_wrong: {
    en: 'The old password is incorrect',
    zh: '旧密码错误',
    kr: '기존 비밀번호가 올바르지 않습니다',
    id: 'Kata sandi lama salah',
    vn: 'Mật khẩu cũ không đúng',
    fil: 'Mali ang lumang password',
  },
  old_pay_password_wrong: {
    en: 'The old security password is incorrect',
    zh: '旧安全密码错误',
    kr: '기존 보안 비밀번호가 올바르지 않습니다',
    id: 'Kata sandi keamanan lama salah',
    vn: 'Mật khẩu bảo mật cũ không đúng',
    fil: 'Mali ang lumang security password',
  },
  passwords_differ: {
    en: 'The two passwords are different',
    zh: '两次输入的密码不一致',
    kr: '두 비밀번호가 일치하지 않습니다',
    id: 'Kedua kata sandi tidak sama',
    vn: 'Hai mật khẩu không khớp',
    fil: 'Hindi magkapareho ang dalawang password',
  },
  pay_passwords_differ: {
    en: 'The two security passwords do not match',
    zh: '两次输入的安全密码不一致',
    kr: '두 보안 비밀번호가 일치하지 않습니다',
    id: 'Kedua kata sandi keamanan tidak cocok',
    vn: 'Hai mật khẩu bảo mật không khớp',
    fil: 'Hindi magkatugma ang dalawang security password',
  },

  // ---- session ----
  token_missing: {
    en: 'Please log in first',
    zh: '请先登录',
    kr: '먼저 로그인하세요',
    id: 'Silakan masuk terlebih dahulu',
    vn: 'Vui lòng đăng nhập trước',
    fil: 'Mag-login muna',
  },
  token_invalid: {
    en: 'Your session is no longer valid, please log in again',
    zh: '登录状态已失效，请重新登录',
    kr: '세션이 유효하지 않습니다. 다시 로그인하세요',
    id: 'Sesi Anda tidak berlaku lagi, silakan masuk kembali',
    vn: 'Phiên đăng nhập không còn hợp lệ, vui lòng đăng nhập lại',
    fil: 'Hindi na wasto ang iyong session, mag-login muli',
  },
  token_expired: {
    en: 'Login expired, please log in again',
    zh: '登录已过期，请重新登录',
    kr: '로그인이 만료되었습니다. 다시 로그인하세요',
    id: 'Sesi masuk telah berakhir, silakan masuk kembali',
    vn: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    fil: 'Nag-expire na ang login, mag-login muli',
  },

  // ---- users ----
  user_not_found: {
    en: 'User does not exist',
    zh: '用户不存在',
    kr: '존재하지 않는 사용자입니다',
    id: 'Pengguna tidak ditemukan',
    vn: 'Người dùng không tồn tại',
    fil: 'Hindi umiiral ang user',
  },
  nothing_to_update: {
    en: 'Send a nickname or an avatar to update',
    zh: '请提供要更新的昵称或头像',
    kr: '변경할 닉네임 또는 아바타를 보내 주세요',
    id: 'Kirim nama panggilan atau avatar yang akan diperbarui',
    vn: 'Vui lòng gửi biệt danh hoặc ảnh đại diện cần cập nhật',
    fil: 'Magpadala ng nickname o avatar na ia-update',
  },
  avatar_invalid: {
    en: 'The avatar must be an image uploaded to this server',
    zh: '头像必须是上传到本服务器的图片',
    kr: '아바타는 이 서버에 업로드한 이미지여야 합니다',
    id: 'Avatar harus berupa gambar yang diunggah ke server ini',
    vn: 'Ảnh đại diện phải là ảnh đã tải lên máy chủ này',
    fil: 'Ang avatar ay dapat larawang na-upload sa server na ito',
  },

  // ---- uploads ----
  upload_missing: {
    en: 'Choose an image to upload',
    zh: '请选择要上传的图片',
    kr: '업로드할 이미지를 선택하세요',
    id: 'Pilih gambar untuk diunggah',
    vn: 'Chọn ảnh để tải lên',
    fil: 'Pumili ng larawang ia-upload',
  },
  upload_not_multipart: {
    en: 'The upload must be sent as multipart/form-data',
    zh: '上传请求必须使用 multipart/form-data',
    kr: '업로드는 multipart/form-data 형식으로 보내야 합니다',
    id: 'Unggahan harus dikirim sebagai multipart/form-data',
    vn: 'Tệp tải lên phải được gửi dưới dạng multipart/form-data',
    fil: 'Dapat ipadala ang upload bilang multipart/form-data',
  },
  upload_not_image: {
    en: 'Only images can be uploaded',
    zh: '只能上传图片',
    kr: '이미지만 업로드할 수 있습니다',
    id: 'Hanya gambar yang dapat diunggah',
    vn: 'Chỉ có thể tải lên hình ảnh',
    fil: 'Mga larawan lamang ang maaaring i-upload',
  },
  upload_too_large: {
    en: 'The image must be 5 MB or smaller',
    zh: '图片不能超过 5 MB',
    kr: '이미지는 5MB 이하여야 합니다',
    id: 'Ukuran gambar maksimal 5 MB',
    vn: 'Hình ảnh phải có dung lượng tối đa 5 MB',
    fil: 'Ang larawan ay dapat 5 MB o mas maliit',
  },
  // ---- ledger and reports ----
  insufficient_balance: {
    en: 'Insufficient balance',
    zh: '余额不足',
    kr: '잔액이 부족합니다',
    id: 'Saldo tidak mencukupi',
    vn: 'Số dư không đủ',
    fil: 'Kulang ang balanse',
  },
  record_not_found: {
    en: 'The record does not exist',
    zh: '记录不存在',
    kr: '기록이 존재하지 않습니다',
    id: 'Catatan tidak ditemukan',
    vn: 'Giao dịch không tồn tại',
    fil: 'Walang ganitong tala',
  },

  // ---- games: Flash Deal rooms and Flash Bid auctions ----
  pay_password_wrong: {
    en: 'Incorrect security password',
    zh: '安全密码错误',
    kr: '보안 비밀번호가 올바르지 않습니다',
    id: 'Kata sandi keamanan salah',
    vn: 'Mật khẩu bảo mật không đúng',
    fil: 'Mali ang security password',
  },
  room_joined: {
    en: 'You joined the room',
    zh: '已加入房间',
    kr: '방에 참여했습니다',
    id: 'Anda telah bergabung ke ruang',
    vn: 'Bạn đã tham gia phòng',
    fil: 'Nakasali ka na sa room',
  },
  bid_room_joined: {
    en: 'You joined the auction',
    zh: '已加入竞拍',
    kr: '경매에 참여했습니다',
    id: 'Anda telah bergabung ke lelang',
    vn: 'Bạn đã tham gia phiên đấu giá',
    fil: 'Nakasali ka na sa auction',
  },
  bid_placed: {
    en: 'Your bid is the highest',
    zh: '出价成功，您目前出价最高',
    kr: '입찰 완료: 현재 최고 입찰입니다',
    id: 'Tawaran Anda kini yang tertinggi',
    vn: 'Giá của bạn đang cao nhất',
    fil: 'Ang bid mo ang pinakamataas ngayon',
  },
  room_not_found: {
    en: 'This room does not exist',
    zh: '该房间不存在',
    kr: '존재하지 않는 방입니다',
    id: 'Ruang ini tidak ada',
    vn: 'Phòng này không tồn tại',
    fil: 'Walang ganitong room',
  },
  bid_room_not_found: {
    en: 'This auction does not exist',
    zh: '该竞拍不存在',
    kr: '존재하지 않는 경매입니다',
    id: 'Lelang ini tidak ada',
    vn: 'Phiên đấu giá này không tồn tại',
    fil: 'Walang ganitong auction',
  },
  room_not_open: {
    en: 'This room is no longer taking members',
    zh: '该房间已不再接受加入',
    kr: '이 방은 더 이상 참여할 수 없습니다',
    id: 'Ruang ini tidak lagi menerima anggota',
    vn: 'Phòng này không còn nhận thành viên',
    fil: 'Hindi na tumatanggap ng miyembro ang room na ito',
  },
  room_full: {
    en: 'This room is full',
    zh: '该房间已满员',
    kr: '이 방은 정원이 찼습니다',
    id: 'Ruang ini sudah penuh',
    vn: 'Phòng này đã đủ người',
    fil: 'Puno na ang room na ito',
  },
  room_already_member: {
    en: 'You are already in this room',
    zh: '您已在该房间中',
    kr: '이미 이 방에 참여 중입니다',
    id: 'Anda sudah ada di ruang ini',
    vn: 'Bạn đã ở trong phòng này',
    fil: 'Nasa room na ito ka na',
  },
  room_one_waiting: {
    en: 'You are already in a waiting room; join another once it starts or is disbanded',
    zh: '您已在一个等待中的房间，请在其开奖或解散后再加入其他房间',
    kr: '이미 대기 중인 방에 참여 중입니다. 그 방이 시작되거나 해산된 후 다른 방에 참여하세요',
    id: 'Anda sudah berada di ruang yang menunggu; ikuti ruang lain setelah ruang itu dimulai atau dibubarkan',
    vn: 'Bạn đang ở một phòng chờ; hãy tham gia phòng khác sau khi phòng đó bắt đầu hoặc giải tán',
    fil: 'Nasa isang naghihintay na room ka na; sumali sa iba kapag nagsimula o nabuwag na ito',
  },
  bid_room_ended: {
    en: 'This auction has ended',
    zh: '该竞拍已结束',
    kr: '이 경매는 종료되었습니다',
    id: 'Lelang ini sudah berakhir',
    vn: 'Phiên đấu giá này đã kết thúc',
    fil: 'Tapos na ang auction na ito',
  },
  bid_room_full: {
    en: 'This auction is full',
    zh: '该竞拍人数已满',
    kr: '이 경매는 정원이 찼습니다',
    id: 'Lelang ini sudah penuh',
    vn: 'Phiên đấu giá này đã đủ người',
    fil: 'Puno na ang auction na ito',
  },
  bid_already_member: {
    en: 'You have already joined this auction',
    zh: '您已加入该竞拍',
    kr: '이미 이 경매에 참여했습니다',
    id: 'Anda sudah bergabung ke lelang ini',
    vn: 'Bạn đã tham gia phiên đấu giá này',
    fil: 'Nakasali ka na sa auction na ito',
  },
  bid_one_room: {
    en: 'You can join another auction once yours has ended',
    zh: '您参与的竞拍结束后才能加入其他竞拍',
    kr: '참여 중인 경매가 끝난 후에 다른 경매에 참여할 수 있습니다',
    id: 'Anda dapat ikut lelang lain setelah lelang Anda berakhir',
    vn: 'Bạn chỉ có thể tham gia phiên khác khi phiên hiện tại kết thúc',
    fil: 'Makakasali ka sa ibang auction kapag tapos na ang sa iyo',
  },
  bid_not_member: {
    en: 'Join the auction before bidding',
    zh: '请先加入竞拍再出价',
    kr: '입찰하려면 먼저 경매에 참여하세요',
    id: 'Ikuti lelang terlebih dahulu sebelum menawar',
    vn: 'Hãy tham gia phiên đấu giá trước khi trả giá',
    fil: 'Sumali muna sa auction bago mag-bid',
  },
  bid_already_highest: {
    en: 'You already have the highest bid',
    zh: '您的出价已是最高',
    kr: '이미 최고 입찰자입니다',
    id: 'Tawaran Anda sudah yang tertinggi',
    vn: 'Bạn đang có giá cao nhất',
    fil: 'Ikaw na ang may pinakamataas na bid',
  },
} satisfies Record<string, Translations>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, value);
}

export function translate(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  const template = catalogue[key][lang] ?? catalogue[key].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Accepts the app's codes (en, zh, kr, id, vn, fil) and common BCP 47 tags; anything else is English. */
const LANG_ALIASES: Record<string, Lang> = {
  en: 'en',
  zh: 'zh',
  kr: 'kr',
  ko: 'kr',
  id: 'id',
  in: 'id',
  vn: 'vn',
  vi: 'vn',
  fil: 'fil',
  tl: 'fil',
};

export function resolveLang(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const primary = header.trim().toLowerCase().split(/[-_,;]/)[0] ?? '';
  return LANG_ALIASES[primary] ?? 'en';
}

/** For tests: every key has every language, and no translation is empty. */
export const messageCatalogue: Readonly<Record<MessageKey, Translations>> = catalogue;
