//.kernel gep_index_add_w32
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 47
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.14)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.15)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V35 (41)  rf=r size=8 type=q align=4 words (r2.4)
//.declare V36 (42)  rf=r size=128 type=d align=32 words (r3.0)
//.declare P1 (43)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P2 (44)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P3 (45)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V37 (46)  rf=r size=64 type=d align=32 words (r1.0)
//.declare V38 (47)  rf=r size=64 type=d align=32 words (r5.0)
//.declare V39 (48)  rf=r size=128 type=d align=32 words (r6.0)
//.declare P4 (49)  rf=f16  size=2 type=uw align=1 words (f3.1)
//.declare P5 (50)  rf=f16  size=2 type=uw align=1 words (f3.0)
//.declare P6 (51)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V40 (52)  rf=r size=64 type=d align=32 words (r8.0)
//.declare V41 (53)  rf=r size=64 type=d align=32 words (r9.0)
//.declare V42 (54)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V43 (55)  rf=r size=128 type=uq align=32 words (r10.0)
//.declare P7 (57)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V45 (58)  rf=r size=64 type=f align=32 words (r12.0)
//.declare V48 (61)  rf=r size=64 type=f align=32 words (r13.0)
//.declare V49 (62)  rf=r size=128 type=f align=32 words (r14.0)
//.declare V50 (63)  rf=r size=8 type=uq align=4 words (r2.2)
//.declare V51 (64)  rf=r size=128 type=uq align=32 words (r16.0)
//.declare V52 (65)  rf=r size=128 type=q alias=V51+0 align=32 words (r16.0)
//.declare V53 (66)  rf=r size=128 type=q alias=V51+0 align=32 words (r16.0)
//.declare V55 (68)  rf=r size=128 type=q alias=V39+0 align=32 words (r6.0)
//.declare V56 (69)  rf=r size=8 type=q alias=V33+0 align=4 words (r2.3)
//.declare V57 (70)  rf=r size=128 type=q alias=V36+0 align=32 words (r3.0)
//.declare V58 (71)  rf=r size=128 type=ud alias=V51+0 align=32 words (r16.0)
//.declare V59 (72)  rf=r size=128 type=ud alias=V36+0 align=32 words (r3.0)
//.declare V60 (73)  rf=r size=128 type=d alias=V51+0 align=32 words (r16.0)
//.declare V61 (74)  rf=r size=128 type=d alias=V36+0 align=32 words (r3.0)
//.declare V62 (75)  rf=r size=64 type=d alias=V37+0 align=32 words (r1.0)
//.declare  (76)  rf=f16  size=2 type=uw align=1 words (f2.1)
//.declare V63 (77)  rf=r size=64 type=d alias=V38+0 align=32 words (r5.0)
//.declare V64 (78)  rf=r size=128 type=ud alias=V39+0 align=32 words (r6.0)
//.declare V65 (79)  rf=r size=128 type=d alias=V39+0 align=32 words (r6.0)
//.declare V66 (80)  rf=r size=64 type=d alias=V40+0 align=32 words (r8.0)
//.declare  (81)  rf=f16  size=2 type=uw align=1 words (f2.0)
//.declare V67 (82)  rf=r size=64 type=d alias=V41+0 align=32 words (r9.0)
//.declare V68 (83)  rf=r size=128 type=q alias=V43+0 align=32 words (r10.0)
//.declare V69 (84)  rf=r size=8 type=q alias=V42+0 align=4 words (r2.1)
//.declare V70 (85)  rf=r size=128 type=uq alias=V43+0 align=32 words (r10.0)
//.declare V71 (86)  rf=r size=128 type=f alias=V49+0 align=32 words (r14.0)
//.declare V72 (87)  rf=r size=8 type=q alias=V50+0 align=4 words (r2.2)
//.declare V73 (88)  rf=r size=128 type=uq alias=V51+0 align=32 words (r16.0)
//.declare  (89)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (90)  rf=r size=16 type=w align=32 words (r18.0)
//.declare  (94)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (96)  rf=r size=64 type=uw align=32 words (r19.0)
//.declare  (100)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (101)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (102)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (103)  rf=r size=64 type=ud align=32 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V42      | :uq      |      8 | r2+8     | general    |
// | V50      | :uq      |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :q       |      8 | r2+32    | general    |
// | V32      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $39
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r2:1 bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218D500 // $39
// B002: Preds:{B001},  Succs:{}
// gep_index_add_w32_BB_0:
        mov (8|M0)               r18.0<1>:w    0x76543210:v                                          // $2
        mov (16|M0)              r3.0<1>:q     r2.4<0;1,0>:q                    {Compacted,$1.dst}   // $8
        mov (8|M0)               r19.0<4>:uw   r18.0<1;1,0>:uw                  {I@2}                // $2
(W)     mov (1|M0)               r2.0<1>:hf    -qnan(0x1FF):hf                                       // $12
        mov (8|M0)               r16.0<1>:q    r19.0<4;1,0>:w                   {I@1}                // $2
        add (8|M0)               r17.0<1>:q    r19.0<4;1,0>:w    8:w                                 // $3
        add (8|M0)               r6.0<1>:q     r19.0<4;1,0>:w    16:w                                // $4
        add (8|M0)               r7.0<1>:q     r19.0<4;1,0>:w    24:w                                // $5
        add (16|M0)              r16.0<1>:q    r2.3<0;1,0>:q     r16.0<1;1,0>:q   {Compacted,I@3}    // $6
        add (16|M0)              r6.0<1>:q     r2.3<0;1,0>:q     r6.0<1;1,0>:q    {Compacted,I@2}    // $7
        cmp (16|M0)   (lt)f1.1   null<1>:d     r16.0<2;1,0>:ud   r3.0<2;1,0>:ud   {I@2}              // $9
        cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<2;1,0>:ud    r3.0<2;1,0>:ud   {I@2}              // $15
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r16.1<2;1,0>:ud   r3.1<2;1,0>:ud                      // $10
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r6.1<2;1,0>:d     r3.1<2;1,0>:d                       // $16
        cmp (16|M0)   (lt)f2.1   r1.0<1>:d     r16.1<2;1,0>:d    r3.1<2;1,0>:d    {$0.dst}           // $13
        cmp (16|M0)   (lt)f2.0   r8.0<1>:d     r6.1<2;1,0>:d     r3.1<2;1,0>:d                       // $19
(f1.1)  sel (16|M0)              acc0.0<1>:d   r2.0<0;1,0>:w     0:w               {F@1}             // $12
(f1.0)  sel (16|M0)              acc2.0<1>:d   r2.0<0;1,0>:w     0:w                                 // $18
        or (16|M0)               r5.0<1>:d     acc0.0<1;1,0>:d   r1.0<1;1,0>:d    {I@4}              // $14
        or (16|M0)               r9.0<1>:d     acc2.0<1;1,0>:d   r8.0<1;1,0>:d    {I@4}              // $20
        shl (16|M0)              r16.0<1>:q    r16.0<1;1,0>:q    2:w               {Compacted}       // $21
        cmp (16|M0)   (eq)f0.0   null<1>:d     r5.0<1;1,0>:d     -1:w               {Compacted,I@3}  // $25
        cmp (16|M16)  (eq)f0.0   null<1>:d     r9.0<1;1,0>:d     -1:w               {I@3}            // $26
        add (16|M0)              r10.0<1>:q    r2.1<0;1,0>:q     r16.0<1;1,0>:q   {Compacted,I@3}    // $22
        mov (16|M0)              r12.0<1>:f    0.0:f                               {Compacted}       // $24
(f0.0)  send.dc1 (16|M0)         r12      r10     null:0  0x0            0x041411FF           {A@1,$2} // wr:2+0, rd:1; a64 dword gathering read // $27
        mov (16|M0)              r13.0<1>:f    0.0:f                               {Compacted}       // $32
(f0.0)  send.dc1 (16|M16)        r13      r10     null:0  0x0            0x041411FF           {F@1,$3} // wr:2+0, rd:1; a64 dword gathering read // $33
        mov (32|M0)              r14.0<1>:f    0.0:f                               {Compacted}       // $29
        add (16|M0)              r16.0<1>:q    r2.2<0;1,0>:q     r16.0<1;1,0>:q   {Compacted}        // $36
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}          // $39
(f0.0)  mov (16|M0)              r14.0<1>:f    r12.0<1;1,0>:f                   {Compacted,$2.dst}   // $30
(f0.0)  mov (16|M16)             r15.0<1>:f    r13.0<1;1,0>:f                   {$3.dst}             // $34
        mul (32|M0)              r14.0<1>:f    r14.0<1;1,0>:f    1.5:f               {F@1}           // $35
(f0.0)  send.dc1 (16|M0)         null     r16     r14:1   0x0            0x040691FF           {A@1,$4} // wr:2+1, rd:0; a64 dword scattering write // $37
(f0.0)  send.dc1 (16|M16)        null     r16     r15:1   0x0            0x040691FF           {$5} // wr:2+1, rd:0; a64 dword scattering write // $38
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread // $39


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 61
//
//.RMWs: 0
//
//.accSubDef: 2
//.accSubUse: 2
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
